import { sql } from 'drizzle-orm';
import { albums, tracks } from '../../../db/music-catalog';
import type { NamedRef, TrackPayload } from '../music-types';
import { loudnessOf } from './loudness-select';
import { artistsJson, parseJsonList } from './json-list';
import { namedColumns } from './named-columns';

const columns = {
  id: tracks.id,
  name: tracks.name,
  number: tracks.number,
  duration: tracks.duration,
  image: tracks.image,
  audio_key: tracks.audio_key,
  external_url: tracks.external_url,
  plays: tracks.plays,
  likes_count: tracks.likes_count,
  reposts_count: tracks.reposts_count,
  comments_count: tracks.comments_count,
  created_at: tracks.created_at,
  album_id: tracks.album_id,
  album_name: albums.name,
  album_image: albums.image,
  loudness_lufs: tracks.loudness_lufs,
  true_peak_dbtp: tracks.true_peak_dbtp,
  artists: artistsJson('track_artists', 'track_id', sql.raw('"tracks"."id"')),
};

/**
 * Columns for a track list: use with `.from(tracks).leftJoin(albums, eq(albums.id, tracks.album_id))`
 * and any WHERE/ORDER, then map rows with `toTrackPayload`. Selected under
 * their field names, so the joined names (tracks.name, albums.name) stay
 * apart inside db.batch (see namedColumns).
 */
export const trackColumns = namedColumns(columns);

export type TrackRow = {
  [K in keyof typeof columns]: K extends 'artists' ? string : K extends 'album_name' | 'album_image' ? string | null : (typeof tracks.$inferSelect)[K & keyof typeof tracks.$inferSelect];
};

export const streamPath = (id: number) => `/api/v1/tracks/${id}/stream`;

export function toTrackPayload(row: TrackRow): TrackPayload {
  return {
    model_type: 'track',
    id: row.id,
    name: row.name,
    number: row.number,
    duration: row.duration,
    image: row.image ?? row.album_image ?? null,
    album: row.album_id && row.album_name ? { id: row.album_id, name: row.album_name, image: row.album_image ?? null } : null,
    artists: parseJsonList<NamedRef>(row.artists),
    plays: row.plays,
    likes_count: row.likes_count,
    reposts_count: row.reposts_count,
    comments_count: row.comments_count,
    created_at: row.created_at,
    // Audio in R2 or at an external source (the stream route redirects there): either way the player asks our route, which checks music.play.
    src: row.audio_key || row.external_url ? streamPath(row.id) : null,
    loudness: loudnessOf(row),
  };
}
