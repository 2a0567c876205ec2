import { desc } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, artists, genres, tracks } from '../../db/music-catalog';
import { selectAlbums, selectArtists, selectGenres, selectTracks } from '../music/list-queries';
import { toTrackPayload } from '../music/select/track-select';
import { toAlbumPayload } from '../music/select/album-select';
import { toArtistPayload } from '../music/select/artist-select';
import { toGenreItem } from '../music/select/taxonomy-select';
import { contentQuery, type ChannelRow, type ContentQuery } from './channel-query';
import { manualContent } from './channel-items';
import { genreAlbums, genreArtists, genreTracks } from './genre-lists';

/**
 * The statement that loads a channel's items, by its source (CHANNEL_SOURCES
 * in db/music-catalog.ts); each computed source walks an index in order
 * (tracks_plays_idx, albums_release_date_idx, ...) and stops at the limit.
 * `restriction` replaces the genre of genre_* sources. Null when there is
 * nothing to load: a genre source without a genre, or nested channels.
 */
export function channelContent(db: Db, channel: ChannelRow, restriction?: string): ContentQuery | null {
  const limit = channel.item_limit;
  const genre = restriction ?? channel.source_genre;
  switch (channel.source) {
    case 'manual':
      return manualContent(db, channel);
    case 'popular_tracks':
      return contentQuery(selectTracks(db).orderBy(desc(tracks.plays), desc(tracks.id)).limit(limit), toTrackPayload);
    case 'new_releases':
      return contentQuery(selectAlbums(db).orderBy(desc(albums.release_date), desc(albums.id)).limit(limit), toAlbumPayload);
    case 'popular_albums':
      return contentQuery(selectAlbums(db).orderBy(desc(albums.plays), desc(albums.id)).limit(limit), toAlbumPayload);
    case 'popular_artists':
      return contentQuery(selectArtists(db).orderBy(desc(artists.plays), desc(artists.id)).limit(limit), toArtistPayload);
    case 'genres':
      return contentQuery(selectGenres(db).orderBy(genres.name).limit(limit), toGenreItem);
    case 'genre_tracks':
      return genre ? contentQuery(genreTracks(db, genre).limit(limit), toTrackPayload) : null;
    case 'genre_albums':
      return genre ? contentQuery(genreAlbums(db, genre).limit(limit), toAlbumPayload) : null;
    case 'genre_artists':
      return genre ? contentQuery(genreArtists(db, genre).limit(limit), toArtistPayload) : null;
  }
}
