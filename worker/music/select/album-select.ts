import { sql } from 'drizzle-orm';
import { albums } from '../../../db/music-catalog';
import type { AlbumPayload, NamedRef } from '../music-types';
import { artistsJson, parseJsonList } from './json-list';
import { loudnessOf } from './loudness-select';

// Correlated subqueries name the outer table explicitly: drizzle drops the
// table qualifier in single-table selects, and a bare "id" would bind to the inner table.

/** Columns for an album list (`.from(albums)`), mapped with `toAlbumPayload`. */
export const albumColumns = {
  id: albums.id,
  name: albums.name,
  type: albums.type,
  release_date: albums.release_date,
  image: albums.image,
  plays: albums.plays,
  likes_count: albums.likes_count,
  reposts_count: albums.reposts_count,
  comments_count: albums.comments_count,
  loudness_lufs: albums.loudness_lufs,
  true_peak_dbtp: albums.true_peak_dbtp,
  artists: artistsJson('album_artists', 'album_id', sql.raw('"albums"."id"')),
  tracks_count: sql<number>`(SELECT count(*) FROM tracks t WHERE t.album_id = "albums"."id")`,
  duration: sql<number>`(SELECT coalesce(sum(t.duration), 0) FROM tracks t WHERE t.album_id = "albums"."id")`,
};

type AlbumRow = { [K in keyof typeof albumColumns]: K extends 'artists' ? string : K extends 'tracks_count' | 'duration' ? number : (typeof albums.$inferSelect)[K & keyof typeof albums.$inferSelect] };

export function toAlbumPayload(row: AlbumRow): AlbumPayload {
  const { loudness_lufs, true_peak_dbtp, ...rest } = row;
  return { model_type: 'album', ...rest, artists: parseJsonList<NamedRef>(row.artists), loudness: loudnessOf({ loudness_lufs, true_peak_dbtp }) };
}
