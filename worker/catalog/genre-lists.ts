import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, artistGenres, artists, trackGenres, tracks } from '../../db/music-catalog';
import { selectAlbums, selectArtists, selectTracks } from '../music/list-queries';
import { genreIdNamed } from '../music/select/taxonomy-select';

// A genre's tracks, albums and artists, most played first; by genre name, so
// the genre page and genre channels need no lookup before their batch.

export const genreTracks = (db: Db, genre: string) =>
  selectTracks(db)
    .innerJoin(trackGenres, and(eq(trackGenres.track_id, tracks.id), eq(trackGenres.genre_id, genreIdNamed(genre))))
    .orderBy(desc(tracks.plays), desc(tracks.id));

export const genreArtists = (db: Db, genre: string) =>
  selectArtists(db)
    .innerJoin(artistGenres, and(eq(artistGenres.artist_id, artists.id), eq(artistGenres.genre_id, genreIdNamed(genre))))
    // artist_plays is artists.plays (kept by triggers): the page walks artist_genres_genre_plays_idx in order.
    .orderBy(desc(artistGenres.artist_plays), desc(artistGenres.artist_id));

/** Albums have no genres of their own: an album is in a genre when one of its tracks is. */
export function genreAlbums(db: Db, genre: string) {
  const albumIds = db
    .select({ id: tracks.album_id })
    .from(trackGenres)
    .innerJoin(tracks, eq(tracks.id, trackGenres.track_id))
    .where(eq(trackGenres.genre_id, genreIdNamed(genre)));
  return selectAlbums(db).where(inArray(albums.id, albumIds)).orderBy(desc(albums.plays), desc(albums.id));
}
