import { expect } from 'vitest';
import type { AudioFile } from '../../support/audio-fixtures';
import { ApiSession } from './api-session';

/**
 * An album whose tracks carry the given audio files, in order, made through
 * the real HTTP API as an uploader does it (docs/api/uploads.md): each file
 * through POST file-entries, a track per entry (POST backstage/tracks, its
 * duration from the file's parsed metadata), then the album with the
 * tracks in that order (POST backstage/albums). Names carry a unique word,
 * so files sharing the one e2e server never meet each other's albums.
 * The admin publishes by default; pass another session (an artist's) to
 * publish as them.
 */
export type SeededAlbum = { albumId: number; trackIds: number[]; name: string };

let counter = 0;
const uniqueWord = () => `Tone${Date.now().toString(36)}${(counter++).toString(36)}`;

async function uploadFile(session: ApiSession, file: AudioFile): Promise<number> {
  const form = new FormData();
  form.set('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.mime }), file.filename);
  const response = await fetch(`${session.base}/api/v1/file-entries`, { method: 'POST', headers: { ...session.authHeaders(), Accept: 'application/json' }, body: form });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`file-entries answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { fileEntry: { id: number } }).fileEntry.id;
}

export async function seedAlbum(files: AudioFile[], options: { session?: ApiSession; name?: string } = {}): Promise<SeededAlbum> {
  const session = options.session ?? (await ApiSession.admin());
  const word = uniqueWord();
  const name = options.name ?? `${word} Album`;
  const artists = [`${word} Ensemble`];
  const trackIds: number[] = [];
  for (const [index, file] of files.entries()) {
    const fileEntryId = await uploadFile(session, file);
    const { track } = await session.request<{ track: { id: number } }>('POST', '/api/v1/backstage/tracks', { name: `${word} Part ${index + 1}`, file_entry_id: fileEntryId, artists });
    trackIds.push(track.id);
  }
  const { album } = await session.request<{ album: { id: number } }>('POST', '/api/v1/backstage/albums', { name, artists, track_ids: trackIds });
  return { albumId: album.id, trackIds, name };
}

export type Loudness = { integrated_lufs: number; true_peak_dbtp: number };
type AlbumAnswer = { album: { loudness: Loudness | null }; tracks: { id: number; loudness: Loudness | null }[] };

/**
 * Waits (polling GET albums/{id}, as a listener's page would read it) until
 * the queue has measured every track's loudness, and returns it by track id
 * with the album's. Only WAV audio is measured from its samples (FLAC and
 * MP3 only through ReplayGain tags, docs/audio.md): for those this waits in
 * vain and fails at the poll's timeout.
 */
export async function waitForLoudness(albumId: number, session?: ApiSession): Promise<{ album: Loudness; tracks: Map<number, Loudness> }> {
  const reader = session ?? new ApiSession();
  let answer: AlbumAnswer | null = null;
  await expect
    .poll(
      async () => {
        answer = await reader.request<AlbumAnswer>('GET', `/api/v1/albums/${albumId}`);
        return answer.album.loudness !== null && answer.tracks.every((track) => track.loudness !== null);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const { album, tracks } = answer as unknown as AlbumAnswer;
  return { album: album.loudness!, tracks: new Map(tracks.map((track) => [track.id, track.loudness!])) };
}
