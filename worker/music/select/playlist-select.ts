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

export function toPlaylistPayload(row: PlaylistRow): PlaylistPayload {
  const { owner_id, owner_name, owner_image, ...rest } = row;
  return { model_type: 'playlist', ...rest, owner: { id: owner_id, name: owner_name, image: owner_image } };
}
