import { playlists } from '../../../db/music-social';
import { users } from '../../../db/users';
import type { PlaylistPayload } from '../music-types';
import { namedColumns } from './named-columns';

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
  owner_id: users.id,
  owner_name: users.name,
  owner_image: users.image,
};

/**
 * Columns for a playlist list: `.from(playlists).innerJoin(users, eq(users.id, playlists.owner_id))`,
 * selected under their field names so playlists.id and users.id stay apart inside db.batch.
 */
export const playlistColumns = namedColumns(columns);

export type PlaylistRow = { [K in keyof typeof columns]: K extends `owner_${infer F}` ? (typeof users.$inferSelect)[F & keyof typeof users.$inferSelect] : (typeof playlists.$inferSelect)[K & keyof typeof playlists.$inferSelect] };

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
  };
}
