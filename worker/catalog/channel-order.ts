import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { albums, artists, genres, tracks, type ChannelContentType, type ChannelSort } from '../../db/music-catalog';
import { playlists } from '../../db/music-social';
import { users } from '../../db/users';

type Ordered = Exclude<ChannelContentType, 'channel'>;
type Orders = Record<Exclude<ChannelSort, 'default'>, SQL[]>;

/** A user's followers, counted on follows_target_idx (users carry no counter). */
const userFollowers = sql`(SELECT count(*) FROM follows f WHERE f.followable_type = 'user' AND f.followable_id = ${users.id})`;

/**
 * The ORDER BY of each channel sort (issue 15; CHANNEL_SORTS), per content
 * type. Ties break by id, so a channel shows the same items in the same
 * order on every load. "Recent" is a release date where the model has one.
 */
const ORDERS: Record<Ordered, Orders> = {
  track: {
    popular: [desc(tracks.plays), desc(tracks.id)],
    recent: [desc(tracks.created_at), desc(tracks.id)],
    name: [asc(tracks.name), asc(tracks.id)],
  },
  album: {
    popular: [desc(albums.plays), desc(albums.id)],
    recent: [desc(albums.release_date), desc(albums.id)],
    name: [asc(albums.name), asc(albums.id)],
  },
  artist: {
    popular: [desc(artists.plays), desc(artists.id)],
    recent: [desc(artists.created_at), desc(artists.id)],
    name: [asc(artists.name), asc(artists.id)],
  },
  playlist: {
    popular: [desc(playlists.followers_count), desc(playlists.id)],
    recent: [desc(playlists.created_at), desc(playlists.id)],
    name: [asc(playlists.name), asc(playlists.id)],
  },
  user: {
    popular: [desc(userFollowers), desc(users.id)],
    recent: [desc(users.created_at), desc(users.id)],
    name: [asc(users.name), asc(users.id)],
  },
  genre: {
    popular: [desc(genres.popularity), asc(genres.name)],
    recent: [desc(genres.created_at), desc(genres.id)],
    name: [asc(genres.display_name), asc(genres.id)],
  },
};

/** The order a sort asks of a content type; `fallback` for the default sort (the source's own order). */
export function channelOrder(type: ChannelContentType, sort: ChannelSort, fallback: SQL[]): SQL[] {
  if (sort === 'default' || type === 'channel') return fallback;
  return ORDERS[type][sort];
}
