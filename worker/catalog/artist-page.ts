import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { albumArtists, albums, artists, trackArtists, tracks } from '../../db/music-catalog';
import { artistColumns, toArtistPayload } from '../music/select/artist-select';
import { toTrackPayload } from '../music/select/track-select';
import { toAlbumPayload } from '../music/select/album-select';
import { selectAlbums, selectArtists, selectTracks } from '../music/list-queries';
import { genresJson, parseGenres } from '../music/select/taxonomy-select';
import { notFound } from '../http/errors';
import type { ArtistPagePayload, ArtistPayload } from '../music/music-types';
import { parseJsonList } from '../music/select/json-list';
import { compiledBatch, type BoundId } from '../compiled-batch';
import { rowsJson } from '../music/select/rows-json';

/** docs/api/music.md, artists/{id}: ten top tracks and up to ten similar artists. */
const TOP_TRACKS = 10;
const SIMILAR_ARTISTS = 10;

/** Tracks crediting the artist (track_artists_artist_idx); callers order and page. */
export const artistTracks = (db: Db, artistId: BoundId) =>
  selectTracks(db).innerJoin(trackArtists, and(eq(trackArtists.track_id, tracks.id), eq(trackArtists.artist_id, artistId)));

/** Albums crediting the artist (album_artists_artist_idx), newest first. */
export const artistAlbums = (db: Db, artistId: BoundId) =>
  selectAlbums(db)
    .innerJoin(albumArtists, and(eq(albumArtists.album_id, albums.id), eq(albumArtists.artist_id, artistId)))
    .orderBy(desc(albums.release_date), desc(albums.id));

/** Similar artists come from the artist's first genres (by id), each walked most played first. */
const SIMILAR_GENRES = 3;

/**
 * Artists sharing a genre with this one, most played first: for each of the
 * artist's first SIMILAR_GENRES genres, the genre's most played artists from
 * artist_genres_genre_plays_idx (a walk that stops after SIMILAR_ARTISTS
 * rows, however many artists the genre has), then the best of those. Reading
 * every artist of the genres and sorting them cost more than the rest of the
 * page together (decision 022).
 */
export function similarArtists(db: Db, artistId: BoundId) {
  const genreAt = (n: number) => sql`(SELECT m.genre_id FROM artist_genres m WHERE m.artist_id = ${artistId} ORDER BY m.genre_id LIMIT 1 OFFSET ${n})`;
  const topOf = (n: number) =>
    sql`SELECT artist_id FROM (SELECT x.artist_id FROM artist_genres x WHERE x.genre_id = ${genreAt(n)} AND x.artist_id <> ${artistId}
      ORDER BY x.artist_plays DESC, x.artist_id DESC LIMIT ${SIMILAR_ARTISTS})`;
  const candidates = sql.join(
    Array.from({ length: SIMILAR_GENRES }, (_, n) => topOf(n)),
    sql` UNION `,
  );
  return selectArtists(db)
    .where(sql`${artists.id} IN (${candidates})`)
    .orderBy(desc(artists.plays), desc(artists.id))
    .limit(SIMILAR_ARTISTS);
}

/**
 * The similar artists as one JSON column of the artist's row (its own
 * statement cost the cold page about a tenth of its rate at 32 connections:
 * each statement of a D1 batch is its own step and answer, docs/bench.md).
 */
const similarJson = (db: Db, artistId: BoundId) =>
  sql<string>`(SELECT json_group_array(json_object('id', x.id, 'name', x.name, 'image', x.image, 'verified', x.verified, 'plays', x.plays, 'followers_count', x.followers_count))
    FROM (${similarArtists(db, artistId)}) x)`;

type SimilarRow = Omit<ArtistPayload, 'model_type' | 'verified'> & { verified: number };

/** The artist's most played tracks. */
export const topTracksQuery = (db: Db, artistId: BoundId) => artistTracks(db, artistId).orderBy(desc(tracks.plays), desc(tracks.id)).limit(TOP_TRACKS);

/**
 * The page's one statement (for docs/query-plans.md too): the artist's row
 * with its genres, similar artists, top tracks and albums as JSON columns
 * (rows-json.ts), read as arrays by compiledBatch.
 */
export const artistPageQueries = (db: Db, artistId: BoundId) =>
  [
    db
      .select({
        ...artistColumns,
        description: artists.description,
        links: artists.links,
        profile_images: artists.profile_images,
        genres: genresJson(sql`artist_genres ag JOIN genres g ON g.id = ag.genre_id WHERE ag.artist_id = "artists"."id"`).as('genres'),
        similar: similarJson(db, artistId).as('similar'),
        top_tracks: rowsJson(topTracksQuery(db, artistId), 'top').as('top_tracks'),
        albums: rowsJson(artistAlbums(db, artistId), 'discography').as('albums'),
      })
      .from(artists)
      .where(eq(artists.id, artistId)),
  ] as const;

/** GET artists/{id}: one statement. */
export async function loadArtistPage(db: Db, artistId: number): Promise<ArtistPagePayload> {
  const [[artist]] = await compiledBatch(db, 'artist page', () => artistPageQueries(db, sql.placeholder('artistId')), { artistId });
  if (!artist) throw notFound();
  const { description, links, profile_images, genres, similar, top_tracks, albums: albumRows, ...row } = artist;
  return {
    artist: { ...toArtistPayload(row), description, links, profile_images, genres: parseGenres(genres) },
    top_tracks: top_tracks.map(toTrackPayload),
    albums: albumRows.map(toAlbumPayload),
    similar: parseJsonList<SimilarRow>(similar).map((row) => toArtistPayload({ ...row, verified: row.verified === 1 })),
  };
}
