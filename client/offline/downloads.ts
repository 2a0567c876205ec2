import type { AlbumPagePayload, TrackPayload } from '../../worker/music/music-types';
import type { Paginated } from '../http/pagination';
import { buildRequest, type Params } from '../http/api-client';
import { PLAYLIST_TRACKS_PAGE_SIZE } from '../playlists/playlist-constants';
import type { PlaylistDetail } from '../playlists/playlist-query';
import { MEDIA_CACHE, META_CACHE, streamPath } from './offline-keys';
import { readRecord, readRecords, recordKey, writeRecord, type DownloadKind, type DownloadRecord } from './download-records';
import { progressKey, setProgress, type DownloadProgress } from './download-progress';

/** The collection as its page reads it: saved answer by answer, exactly at the paths the page requests. */
type Collection = { name: string; image: string | null; tracks: TrackPayload[]; answers: string[] };

const running = new Map<string, AbortController>();

async function saveAnswer<T>(path: string, params: Params | undefined, signal: AbortSignal): Promise<{ data: T; path: string }> {
  const { url, init } = buildRequest('GET', path, { params, signal });
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  await (await caches.open(META_CACHE)).put(url, response.clone());
  return { data: (await response.json()) as T, path: url };
}

async function readCollection(kind: DownloadKind, id: number, signal: AbortSignal): Promise<Collection> {
  if (kind === 'album') {
    const { data, path } = await saveAnswer<AlbumPagePayload>(`albums/${id}`, undefined, signal);
    return { name: data.album.name, image: data.album.image, tracks: data.tracks, answers: [path] };
  }
  if (kind === 'playlist') {
    // client/playlists/playlist-query.ts: the detail, then the pages past its first tracks.
    const { data, path } = await saveAnswer<PlaylistDetail>(`playlists/${id}`, undefined, signal);
    const tracks = [...data.tracks];
    const answers = [path];
    const size = PLAYLIST_TRACKS_PAGE_SIZE;
    if (tracks.length < data.playlist.tracks_count) {
      const firstPage = Math.floor(tracks.length / size) + 1;
      tracks.length = (firstPage - 1) * size;
      for (let page = firstPage; page <= Math.ceil(data.playlist.tracks_count / size); page++) {
        const next = await saveAnswer<Paginated<TrackPayload>>(`playlists/${id}/tracks`, { page, perPage: size }, signal);
        tracks.push(...next.data.pagination.data);
        answers.push(next.path);
      }
    }
    return { name: data.playlist.name, image: data.playlist.image, tracks, answers };
  }
  // client/library/library-list-query.ts: the liked songs, page by page.
  const tracks: TrackPayload[] = [];
  const answers: string[] = [];
  for (let page = 1; ; page++) {
    const next = await saveAnswer<Paginated<TrackPayload>>('me/library/tracks', { page }, signal);
    tracks.push(...next.data.pagination.data);
    answers.push(next.path);
    if (next.data.pagination.current_page >= next.data.pagination.last_page) break;
  }
  return { name: 'Liked songs', image: null, tracks, answers };
}

/** One file into the media cache (skipped when already there: a resumed download starts where it stopped). Returns its bytes. */
async function saveFile(path: string, signal: AbortSignal, query = ''): Promise<number> {
  const cache = await caches.open(MEDIA_CACHE);
  const saved = await cache.match(path);
  if (saved) return (await saved.blob()).size;
  const response = await fetch(query ? `${path}?${query}` : path, { credentials: 'include', redirect: 'manual', signal });
  // External audio (a redirect to another host) cannot be kept: it plays online only.
  if (!response.ok || response.type === 'opaqueredirect' || response.redirected) return 0;
  const blob = await response.blob();
  await cache.put(path, new Response(blob, { headers: { 'Content-Type': response.headers.get('Content-Type') ?? blob.type } }));
  return blob.size;
}

const imagePaths = (collection: Collection) =>
  [...new Set([collection.image, ...collection.tracks.map((track) => track.image)])].filter((src): src is string => !!src && src.startsWith('/'));

/**
 * Saves an album, a playlist or the liked songs for offline listening: the
 * answers its page reads, its cover art, then each track's audio, with
 * progress per track. Cancel stops it; starting again resumes (saved files are
 * skipped). Resolves with how it ended.
 */
export async function startDownload(kind: DownloadKind, id: number): Promise<DownloadProgress['status']> {
  const key = progressKey(kind, id);
  if (running.has(key)) return 'downloading';
  const controller = new AbortController();
  running.set(key, controller);
  let record: DownloadRecord | null = null;
  try {
    const collection = await readCollection(kind, id, controller.signal);
    const playable = collection.tracks.filter((track) => track.src);
    record = {
      kind,
      id,
      name: collection.name,
      image: collection.image,
      answers: collection.answers,
      trackIds: playable.map((track) => track.id),
      images: imagePaths(collection),
      bytes: 0,
      complete: false,
      savedAt: new Date().toISOString(),
    };
    await writeRecord(record);
    for (const image of record.images) record.bytes += await saveFile(image, controller.signal);
    for (const [index, track] of playable.entries()) {
      setProgress(key, { status: 'downloading', done: index, total: playable.length, bytes: record.bytes });
      record.bytes += await saveFile(streamPath(track.id), controller.signal, 'offline=1');
    }
    record.complete = true;
    await writeRecord(record);
    setProgress(key, { status: 'done', done: playable.length, total: playable.length, bytes: record.bytes });
    return 'done';
  } catch {
    if (record) await writeRecord(record);
    const stopped = { done: 0, total: record?.trackIds.length ?? 0, bytes: record?.bytes ?? 0 };
    const status = controller.signal.aborted ? 'cancelled' : 'failed';
    setProgress(key, { ...stopped, status });
    return status;
  } finally {
    running.delete(key);
  }
}

export function cancelDownload(kind: DownloadKind, id: number): void {
  running.get(progressKey(kind, id))?.abort();
}

/** Removes a saved collection: its record and answers, and the audio and images no other saved collection holds. */
export async function removeDownload(kind: DownloadKind, id: number): Promise<void> {
  cancelDownload(kind, id);
  const record = await readRecord(kind, id);
  if (!record) return;
  const others = (await readRecords()).filter((other) => recordKey(other.kind, other.id) !== recordKey(kind, id));
  const keptTracks = new Set(others.flatMap((other) => other.trackIds));
  const keptFiles = new Set([...others.flatMap((other) => other.images), ...others.flatMap((other) => other.answers)]);
  const [meta, media] = await Promise.all([caches.open(META_CACHE), caches.open(MEDIA_CACHE)]);
  await Promise.all([
    ...record.answers.filter((path) => !keptFiles.has(path)).map((path) => meta.delete(path)),
    ...record.images.filter((path) => !keptFiles.has(path)).map((path) => media.delete(path)),
    ...record.trackIds.filter((trackId) => !keptTracks.has(trackId)).map((trackId) => media.delete(streamPath(trackId))),
  ]);
  await meta.delete(recordKey(kind, id));
  setProgress(progressKey(kind, id), null);
}

/** Sign-out (and a signed-out start with saved files): every saved file, answer and the kept shell page go. */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  running.forEach((controller) => controller.abort());
  await Promise.all([caches.delete(MEDIA_CACHE), caches.delete(META_CACHE)]);
}
