import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, artistGenres, artists, trackGenres, tracks } from '../../db/music-catalog';
import { playlists } from '../../db/music-social';
import { selectAlbums, selectArtists, selectGenres, selectPlaylists, selectTracks } from '../music/list-queries';
import { toTrackPayload } from '../music/select/track-select';
import { toAlbumPayload } from '../music/select/album-select';
import { toArtistPayload } from '../music/select/artist-select';
import { toPlaylistPayload } from '../music/select/playlist-select';
import { genreIdNamed, toGenreItem } from '../music/select/taxonomy-select';
import { contentQuery, type ChannelRow, type ContentQuery } from './channel-query';
import { manualContent } from './channel-items';
import { channelOrder } from './channel-order';

const inGenre = {
  tracks: (genre: string) => and(eq(trackGenres.track_id, tracks.id), eq(trackGenres.genre_id, genreIdNamed(genre)))!,
  artists: (genre: string) => and(eq(artistGenres.artist_id, artists.id), eq(artistGenres.genre_id, genreIdNamed(genre)))!,
  /** Albums have no genres of their own: an album is in a genre when one of its tracks is. */
  albums: (db: Db, genre: string) =>
    inArray(
      albums.id,
      db.select({ id: tracks.album_id }).from(trackGenres).innerJoin(tracks, eq(tracks.id, trackGenres.track_id)).where(eq(trackGenres.genre_id, genreIdNamed(genre))),
    ),
};

const tracksOf = (db: Db, genre: string | undefined) => (genre ? selectTracks(db).innerJoin(trackGenres, inGenre.tracks(genre)) : selectTracks(db));
const albumsOf = (db: Db, genre: string | undefined) => (genre ? selectAlbums(db).where(inGenre.albums(db, genre)) : selectAlbums(db));
const artistsOf = (db: Db, genre: string | undefined) => (genre ? selectArtists(db).innerJoin(artistGenres, inGenre.artists(genre)) : selectArtists(db));

/**
 * The statement that loads a channel's items, by its source (CHANNEL_SOURCES
 * in db/music-catalog.ts); each computed source walks an index in order
 * (tracks_plays_idx, albums_release_date_idx, ...) and stops at the limit.
 * `restriction` (a genre name from the channel's URL) replaces the genre of
 * genre_* sources, and narrows popular and new releases too when the
 * channel is restricted by genre. The channel's sort re-orders genre
 * sources, top genres and featured playlists; popular_* and new releases
 * are an order themselves. Null when there is nothing to load: a genre
 * source without a genre, or nested channels.
 */
export function channelContent(db: Db, channel: ChannelRow, restriction?: string): ContentQuery | null {
  const limit = channel.item_limit;
  const genre = restriction ?? channel.source_genre ?? undefined;
  const narrow = channel.restriction === 'genre' ? restriction : undefined;
  const sort = channel.sort_order ?? 'default';
  switch (channel.source) {
    case 'manual':
      return manualContent(db, channel);
    case 'popular_tracks':
      return contentQuery(tracksOf(db, narrow).orderBy(desc(tracks.plays), desc(tracks.id)).limit(limit), toTrackPayload);
    case 'new_releases':
      return contentQuery(albumsOf(db, narrow).orderBy(desc(albums.release_date), desc(albums.id)).limit(limit), toAlbumPayload);
    case 'popular_albums':
      return contentQuery(albumsOf(db, narrow).orderBy(desc(albums.plays), desc(albums.id)).limit(limit), toAlbumPayload);
    case 'popular_artists':
      return contentQuery(artistsOf(db, narrow).orderBy(desc(artists.plays), desc(artists.id)).limit(limit), toArtistPayload);
    case 'genres':
      return contentQuery(selectGenres(db).orderBy(...channelOrder('genre', sort === 'default' ? 'popular' : sort, [])).limit(limit), toGenreItem);
    case 'genre_tracks':
      return genre ? contentQuery(tracksOf(db, genre).orderBy(...channelOrder('track', sort, [desc(tracks.plays), desc(tracks.id)])).limit(limit), toTrackPayload) : null;
    case 'genre_albums':
      return genre ? contentQuery(albumsOf(db, genre).orderBy(...channelOrder('album', sort, [desc(albums.plays), desc(albums.id)])).limit(limit), toAlbumPayload) : null;
    case 'genre_artists':
      return genre ? contentQuery(artistsOf(db, genre).orderBy(...channelOrder('artist', sort, [desc(artists.plays), desc(artists.id)])).limit(limit), toArtistPayload) : null;
    case 'featured_playlists':
      // Literal 1s, not bound parameters, so SQLite can use the partial index playlists_featured_idx.
      return contentQuery(
        selectPlaylists(db)
          .where(sql`${playlists.featured} = 1 AND ${playlists.public} = 1`)
          .orderBy(...channelOrder('playlist', sort, [desc(playlists.updated_at), desc(playlists.id)]))
          .limit(limit),
        toPlaylistPayload,
      );
  }
}
