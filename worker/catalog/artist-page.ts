import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db';
import { albumArtists, albums, artistGenres, artists, genres, trackArtists, tracks } from '../../db/music-catalog';
import { artistColumns, toArtistPayload } from '../music/select/artist-select';
import { toTrackPayload } from '../music/select/track-select';
import { toAlbumPayload } from '../music/select/album-select';
import { selectAlbums, selectArtists, selectGenres, selectTracks } from '../music/list-queries';
import { notFound } from '../http/errors';
import type { ArtistPagePayload } from '../music/music-types';

/** docs/api/music.md, artists/{id}: ten top tracks and up to ten similar artists. */
const TOP_TRACKS = 10;
const SIMILAR_ARTISTS = 10;

/** Tracks crediting the artist (track_artists_artist_idx); callers order and page. */
export const artistTracks = (db: Db, artistId: number) =>
  selectTracks(db).innerJoin(trackArtists, and(eq(trackArtists.track_id, tracks.id), eq(trackArtists.artist_id, artistId)));

/** Albums crediting the artist (album_artists_artist_idx), newest first. */
export const artistAlbums = (db: Db, artistId: number) =>
  selectAlbums(db)
    .innerJoin(albumArtists, and(eq(albumArtists.album_id, albums.id), eq(albumArtists.artist_id, artistId)))
    .orderBy(desc(albums.release_date), desc(albums.id));

/** Artists sharing a genre with this one, most played first. */
function similarArtists(db: Db, artistId: number) {
  const theirs = alias(artistGenres, 'theirs');
  const sharing = db
    .select({ id: theirs.artist_id })
    .from(artistGenres)
    .innerJoin(theirs, eq(theirs.genre_id, artistGenres.genre_id))
    .where(eq(artistGenres.artist_id, artistId));
  return selectArtists(db)
    .where(and(inArray(artists.id, sharing), ne(artists.id, artistId)))
    .orderBy(desc(artists.plays), desc(artists.id))
    .limit(SIMILAR_ARTISTS);
}

/** The page's statements, for one `db.batch` (and for docs/query-plans.md). */
export const artistPageQueries = (db: Db, artistId: number) =>
  [
    db
      .select({ ...artistColumns, description: artists.description, links: artists.links, profile_images: artists.profile_images })
      .from(artists)
      .where(eq(artists.id, artistId)),
    selectGenres(db).innerJoin(artistGenres, eq(artistGenres.genre_id, genres.id)).where(eq(artistGenres.artist_id, artistId)).orderBy(genres.name),
    artistTracks(db, artistId).orderBy(desc(tracks.plays), desc(tracks.id)).limit(TOP_TRACKS),
    artistAlbums(db, artistId),
    similarArtists(db, artistId),
  ] as const;

/** GET artists/{id}: one round trip. */
export async function loadArtistPage(db: Db, artistId: number): Promise<ArtistPagePayload> {
  const [[artist], genreRows, trackRows, albumRows, similarRows] = await db.batch(artistPageQueries(db, artistId));
  if (!artist) throw notFound();
  return {
    artist: { ...toArtistPayload(artist), description: artist.description, links: artist.links, profile_images: artist.profile_images, genres: genreRows },
    top_tracks: trackRows.map(toTrackPayload),
    albums: albumRows.map(toAlbumPayload),
    similar: similarRows.map(toArtistPayload),
  };
}
