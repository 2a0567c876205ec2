import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db';
import { albums, artists, channelItems, genres, tracks, type ChannelContentType } from '../../db/music-catalog';
import { playlists } from '../../db/music-social';
import { users } from '../../db/users';
import { selectAlbums, selectArtists, selectGenres, selectPlaylists, selectTracks } from '../music/list-queries';
import { toTrackPayload } from '../music/select/track-select';
import { toAlbumPayload } from '../music/select/album-select';
import { toArtistPayload } from '../music/select/artist-select';
import { toPlaylistPayload } from '../music/select/playlist-select';
import { toGenreItem } from '../music/select/taxonomy-select';
import { toUserSummary, userSummaryColumns } from '../music/select/user-summary-select';
import { contentQuery, type ChannelRow, type ContentQuery } from './channel-query';
import { channelOrder } from './channel-order';

/**
 * Where a manual channel's items are listed: its channel_items rows (found
 * by channel_items_order_idx already in position order, each item a
 * primary-key lookup), or, for the editor's live preview, the ids the editor
 * holds, in that order, before anything is saved.
 */
type Picks = { join: (type: ChannelContentType, itemId: AnySQLiteColumn) => SQL; order: (itemId: AnySQLiteColumn) => SQL[] };

const storedPicks = (channel: ChannelRow): Picks => ({
  join: (type, itemId) => and(eq(channelItems.channel_id, channel.id), eq(channelItems.item_type, type), eq(channelItems.item_id, itemId))!,
  order: () => [asc(channelItems.position), asc(channelItems.item_id)],
});

const listedPicks = (ids: number[]): Picks => {
  const list = JSON.stringify(ids);
  return {
    join: (_type, itemId) => sql`${itemId} IN (SELECT value FROM json_each(${list}))`,
    order: (itemId) => [sql`(SELECT p.key FROM json_each(${list}) p WHERE p.value = ${itemId})`],
  };
};

/**
 * A manual channel's items, of its content type, in position order (or the
 * channel's sort); null for nested channels, which the channel page loads
 * itself (one level deep). `previewIds` lists unsaved items instead.
 */
export function manualContent(db: Db, channel: ChannelRow, previewIds?: number[]): ContentQuery | null {
  const limit = channel.item_limit;
  const sort = channel.sort_order ?? 'default';
  const stored = !previewIds;
  const picks = previewIds ? listedPicks(previewIds) : storedPicks(channel);
  const order = (type: ChannelContentType, itemId: AnySQLiteColumn) => channelOrder(type, sort, picks.order(itemId));
  switch (channel.content_type) {
    case 'track': {
      const base = stored ? selectTracks(db).innerJoin(channelItems, picks.join('track', tracks.id)) : selectTracks(db).where(picks.join('track', tracks.id));
      return contentQuery(base.orderBy(...order('track', tracks.id)).limit(limit), toTrackPayload);
    }
    case 'album': {
      const base = stored ? selectAlbums(db).innerJoin(channelItems, picks.join('album', albums.id)) : selectAlbums(db).where(picks.join('album', albums.id));
      return contentQuery(base.orderBy(...order('album', albums.id)).limit(limit), toAlbumPayload);
    }
    case 'artist': {
      const base = stored ? selectArtists(db).innerJoin(channelItems, picks.join('artist', artists.id)) : selectArtists(db).where(picks.join('artist', artists.id));
      return contentQuery(base.orderBy(...order('artist', artists.id)).limit(limit), toArtistPayload);
    }
    case 'playlist': {
      const listed = selectPlaylists(db);
      const base = stored
        ? listed.innerJoin(channelItems, picks.join('playlist', playlists.id)).where(eq(playlists.public, true))
        : listed.where(and(picks.join('playlist', playlists.id), eq(playlists.public, true)));
      return contentQuery(base.orderBy(...order('playlist', playlists.id)).limit(limit), toPlaylistPayload);
    }
    case 'user': {
      const listed = db.select(userSummaryColumns).from(users);
      const base = stored
        ? listed.innerJoin(channelItems, picks.join('user', users.id)).where(isNull(users.banned_at))
        : listed.where(and(picks.join('user', users.id), isNull(users.banned_at)));
      return contentQuery(base.orderBy(...order('user', users.id)).limit(limit), toUserSummary);
    }
    case 'genre': {
      const base = stored ? selectGenres(db).innerJoin(channelItems, picks.join('genre', genres.id)) : selectGenres(db).where(picks.join('genre', genres.id));
      return contentQuery(base.orderBy(...order('genre', genres.id)).limit(limit), toGenreItem);
    }
    case 'channel':
      return null;
  }
}
