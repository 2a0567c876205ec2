import { sql } from 'drizzle-orm';
import { playlists } from '../../../db/music-social';
import { users } from '../../../db/users';
import { PLAYLIST_MOSAIC_COVERS, type PlaylistPayload } from '../music-types';
import { parseJsonList } from './json-list';
import { namedColumns } from './named-columns';

/** A playlist's first tracks the mosaic looks through for its distinct covers (bounded, however long the playlist). */
const MOSAIC_TRACKS = 50;

/**
 * A playlist without an image: the distinct covers (a track's image, else its
 * album's) of its first tracks in position order, at most
 * PLAYLIST_MOSAIC_COVERS (playlist_tracks_order_idx, then tracks and albums
 * by primary key). Cards and the playlist page show the same mosaic from it.
 */
const coversJson = sql<string | null>`(CASE WHEN "playlists"."image" IS NULL THEN (SELECT json_group_array(mosaic_covers.cover) FROM (
    SELECT coalesce(t.image, a.image) AS cover FROM (SELECT track_id, position FROM playlist_tracks WHERE playlist_id = "playlists"."id" ORDER BY position LIMIT ${MOSAIC_TRACKS}) mosaic_tracks
    JOIN tracks t ON t.id = mosaic_tracks.track_id LEFT JOIN albums a ON a.id = t.album_id
    WHERE coalesce(t.image, a.image) IS NOT NULL GROUP BY cover ORDER BY min(mosaic_tracks.position) LIMIT ${PLAYLIST_MOSAIC_COVERS}) mosaic_covers) END)`;

const columns = {
  id: playlists.id,
  name: playlists.name,
  description: playlists.description,
  image: playlists.image,
  public: playlists.public,
  collaborative: playlists.collaborative,
  tracks_count: playlists.tracks_count,
  duration: playlists.duration,
  followers_count: playlists.followers_count,
  created_at: playlists.created_at,
  updated_at: playlists.updated_at,
  rules: playlists.rules,
  owner_id: users.id,
  owner_name: users.name,
  owner_image: users.image,
  covers: coversJson,
};

/**
 * Columns for a playlist list: `.from(playlists).innerJoin(users, eq(users.id, playlists.owner_id))`,
 * selected under their field names so playlists.id and users.id stay apart inside db.batch.
 */
export const playlistColumns = namedColumns(columns);

export type PlaylistRow = {
  [K in Exclude<keyof typeof columns, 'covers'>]: K extends `owner_${infer F}` ? (typeof users.$inferSelect)[F & keyof typeof users.$inferSelect] : (typeof playlists.$inferSelect)[K & keyof typeof playlists.$inferSelect];
} & { covers: string | null };

/** Field by field: POST playlists passes the stored row, whose other columns (`featured`) stay out of the answer. */
export function toPlaylistPayload(row: PlaylistRow): PlaylistPayload {
  const { id, name, description, image, tracks_count, duration, followers_count, created_at, updated_at } = row;
  return {
    model_type: 'playlist',
    id,
    name,
    description,
    image,
    public: row.public,
    collaborative: row.collaborative,
    owner: { id: row.owner_id, name: row.owner_name, image: row.owner_image },
    tracks_count,
    duration,
    followers_count,
    created_at,
    updated_at,
    covers: parseJsonList<string>(row.covers),
    rules: row.rules ?? null,
  };
}
