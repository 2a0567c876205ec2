import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { memoize } from '../cache/memory-cache';
import { tracks } from '../../db/music-catalog';
import { notFound } from '../http/errors';
import { artistsJson, parseJsonList } from '../music/select/json-list';
import type { NamedRef } from '../music/music-types';
import type { AudioSource } from './serve-audio';
import { attachmentDisposition } from './content-disposition';

/** A track's audio object with its duration in ms (the Subsonic stream's timeOffset reads it). */
export type StoredAudio = AudioSource & { duration: number };

/**
 * The track's audio in R2, or its external source URL (issue 15: an admin
 * may point a track at audio hosted elsewhere), or 404 for an unknown track
 * and for one with neither. A player asks for many ranges of one track, so
 * the lookup is memoized. The web stream route and the Subsonic `stream`
 * method both read it.
 */
export async function findAudio(db: Db, id: number): Promise<StoredAudio | { external: string }> {
  const row = await memoize(`audio:${id}`, async () => {
    const [found] = await db
      .select({ key: tracks.audio_key, mime: tracks.audio_mime, size: tracks.audio_size, duration: tracks.duration, external: tracks.external_url })
      .from(tracks)
      .where(eq(tracks.id, id))
      .limit(1);
    return found ?? null;
  });
  if (row?.key) return { key: row.key, mime: row.mime, size: row.size, duration: row.duration };
  if (row?.external) return { external: row.external };
  throw notFound();
}

/** The file extension of each audio type we store (downloads' file names, Subsonic's `suffix`). */
export const AUDIO_EXTENSIONS: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/wav': 'wav', 'audio/ogg': 'ogg', 'audio/flac': 'flac', 'audio/mp4': 'm4a', 'audio/aac': 'aac' };
const extensionOf = (key: string, mime: string | null) => /\.([a-z0-9]{1,5})$/i.exec(key)?.[1] ?? AUDIO_EXTENSIONS[mime ?? ''] ?? '';

/**
 * What a download serves: the track's own audio object (404 for an unknown
 * track and for external audio) and its attachment name, "Artists - Title.ext".
 * The web download route and the Subsonic `download` method both read it.
 */
export async function findDownload(db: Db, id: number): Promise<{ audio: AudioSource; disposition: string }> {
  const [row] = await db
    .select({ name: tracks.name, key: tracks.audio_key, mime: tracks.audio_mime, size: tracks.audio_size, artists: artistsJson('track_artists', 'track_id', sql.raw('"tracks"."id"')) })
    .from(tracks)
    .where(eq(tracks.id, id))
    .limit(1);
  if (!row?.key) throw notFound();
  const artistNames = parseJsonList<NamedRef>(row.artists).map((a) => a.name);
  const title = artistNames.length ? `${artistNames.join(', ')} - ${row.name}` : row.name;
  return { audio: { key: row.key, mime: row.mime, size: row.size }, disposition: attachmentDisposition(title, extensionOf(row.key, row.mime)) };
}
