import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db';
import { albums, artists, channelItems, genres, tracks, type ChannelContentType } from '../../db/music-catalog';
import { playlists } from '../../db/music-social';
import { selectAlbums, selectArtists, selectGenres, selectPlaylists, selectTracks } from '../music/list-queries';
import { toTrackPayload } from '../music/select/track-select';
import { toAlbumPayload } from '../music/select/album-select';
import { toArtistPayload } from '../music/select/artist-select';
import { toPlaylistPayload } from '../music/select/playlist-select';
import { toGenreItem } from '../music/select/taxonomy-select';
import { contentQuery, type ChannelRow, type ContentQuery } from './channel-query';

/**
 * Joins the items to the channel's channel_items rows: channel_items_order_idx
 * finds them already in position order, and each item is a primary-key lookup.
 */
const itemsOf = (channel: ChannelRow, type: ChannelContentType, itemId: AnySQLiteColumn): SQL =>
  and(eq(channelItems.channel_id, channel.id), eq(channelItems.item_type, type), eq(channelItems.item_id, itemId))!;

const inPosition = [asc(channelItems.position), asc(channelItems.item_id)];

/**
 * A manual channel's items, of its content type, in position order; null for
 * nested channels, which the channel page loads itself (one level deep).
 */
export function manualContent(db: Db, channel: ChannelRow): ContentQuery | null {
  const limit = channel.item_limit;
  switch (channel.content_type) {
    case 'track':
      return contentQuery(selectTracks(db).innerJoin(channelItems, itemsOf(channel, 'track', tracks.id)).orderBy(...inPosition).limit(limit), toTrackPayload);
    case 'album':
      return contentQuery(selectAlbums(db).innerJoin(channelItems, itemsOf(channel, 'album', albums.id)).orderBy(...inPosition).limit(limit), toAlbumPayload);
    case 'artist':
      return contentQuery(selectArtists(db).innerJoin(channelItems, itemsOf(channel, 'artist', artists.id)).orderBy(...inPosition).limit(limit), toArtistPayload);
    case 'playlist':
      return contentQuery(
        selectPlaylists(db)
          .innerJoin(channelItems, itemsOf(channel, 'playlist', playlists.id))
          .where(eq(playlists.public, true))
          .orderBy(...inPosition)
          .limit(limit),
        toPlaylistPayload,
      );
    case 'genre':
      return contentQuery(selectGenres(db).innerJoin(channelItems, itemsOf(channel, 'genre', genres.id)).orderBy(...inPosition).limit(limit), toGenreItem);
    case 'channel':
      return null;
  }
}
