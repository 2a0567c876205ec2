import { and, desc, asc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { albums, artists, channels, genres, tracks } from '../../../db/music-catalog';
import { playlists } from '../../../db/music-social';
import { users } from '../../../db/users';
import type { ChannelItem } from '../../music/music-types';
import { selectAlbums, selectArtists, selectGenres, selectPlaylists, selectTracks } from '../../music/list-queries';
import { toTrackPayload } from '../../music/select/track-select';
import { toAlbumPayload } from '../../music/select/album-select';
import { toArtistPayload } from '../../music/select/artist-select';
import { toPlaylistPayload } from '../../music/select/playlist-select';
import { toGenreItem } from '../../music/select/taxonomy-select';
import { toUserSummary, userSummaryColumns } from '../../music/select/user-summary-select';
import { channelColumns } from '../../catalog/channel-query';
import { toChannelPayload } from '../../catalog/channel-page';
import { ftsMatch, prefixRange } from '../list/fts-search';
import type { ChannelItemModel } from './channel-admin-types';

const LIMIT = 20;

/**
 * GET admin/channels/search-items: what the editor may add to a manual
 * channel, as the payloads the channel shows. Names match by word prefix
 * (the FTS tables) or name prefix (genres, channels); with no query, the
 * most played (or newest) first. Private playlists and suspended users are
 * left out: listeners would never see them in a channel.
 */
export async function searchChannelItems(db: Db, model: ChannelItemModel, query: string): Promise<ChannelItem[]> {
  const q = query.trim();
  switch (model) {
    case 'tracks': {
      const rows = await selectTracks(db).where(q ? ftsMatch('tracks_fts', tracks.id, q) : undefined).orderBy(desc(tracks.plays), desc(tracks.id)).limit(LIMIT);
      return rows.map(toTrackPayload);
    }
    case 'albums': {
      const rows = await selectAlbums(db).where(q ? ftsMatch('albums_fts', albums.id, q) : undefined).orderBy(desc(albums.plays), desc(albums.id)).limit(LIMIT);
      return rows.map(toAlbumPayload);
    }
    case 'artists': {
      const rows = await selectArtists(db).where(q ? ftsMatch('artists_fts', artists.id, q) : undefined).orderBy(desc(artists.plays), desc(artists.id)).limit(LIMIT);
      return rows.map(toArtistPayload);
    }
    case 'playlists': {
      const rows = await selectPlaylists(db)
        .where(and(sql`${playlists.public} = 1`, q ? ftsMatch('playlists_fts', playlists.id, q) : undefined))
        .orderBy(desc(playlists.updated_at), desc(playlists.id))
        .limit(LIMIT);
      return rows.map(toPlaylistPayload);
    }
    case 'users': {
      const rows = await db
        .select(userSummaryColumns)
        .from(users)
        .where(and(isNull(users.banned_at), q ? ftsMatch('users_fts', users.id, q) : undefined))
        .orderBy(desc(users.id))
        .limit(LIMIT);
      return rows.map(toUserSummary);
    }
    case 'genres': {
      const rows = await selectGenres(db).where(q ? prefixRange(genres.name, q) : undefined).orderBy(desc(genres.popularity), asc(genres.name)).limit(LIMIT);
      return rows.map(toGenreItem);
    }
    case 'channels': {
      const rows = await db
        .select(channelColumns)
        .from(channels)
        .where(q ? prefixRange(sql`lower(${channels.name})`, q) : undefined)
        .orderBy(desc(channels.updated_at), desc(channels.id))
        .limit(LIMIT);
      return rows.map((row) => toChannelPayload(row, []));
    }
  }
}
