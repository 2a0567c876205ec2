import { sql } from 'drizzle-orm';
import type { SubsonicHandler, SubsonicRequest } from '../subsonic-types';
import { notFound } from '../subsonic-types';
import { rawAll, rawPages } from '../../raw-batch';
import { memoize } from '../../cache/memory-cache';
import { childrenOf, lastRowOf, loadSongs, songSelectSql } from '../payloads';
import { relatedTracksQuery, seedQuery, seedTrackQuery } from '../../radio/radio-query';
import { parseTypedId } from '../subsonic-ids';
import { mixRadio } from '../../radio/radio-mix';
import { keysetColumns, keysetOrderBy, keysetPage, type KeysetOrder } from './keyset-paging';
import { randomIdsSql } from './random-draw';
import { genreIdSql, pageOffset, pageSize, yearRange } from './browse-params';

/**
 * getGenres: every genre with its songs and albums (one aggregate over
 * track_genres and the tracks' primary key), kept per isolate like the
 * web app's catalog answers (cache/memory-cache.ts).
 */
export const getGenres: SubsonicHandler = async ({ c }) => {
  const rows = await memoize('subsonic:genres', () =>
    rawAll(
      c.get('db'),
      sql`SELECT g.display_name AS value, count(t.id) AS song_count, count(DISTINCT t.album_id) AS album_count
        FROM genres g LEFT JOIN track_genres tg ON tg.genre_id = g.id LEFT JOIN tracks t ON t.id = tg.track_id
        GROUP BY g.id ORDER BY g.display_name`,
    ),
  );
  return { genres: { genre: rows.map((row) => ({ value: String(row.value), songCount: Number(row.song_count), albumCount: Number(row.album_count) })) } };
};

/** getRandomSongs: `size` (≤ 500) random songs, optionally of a genre and years; the draw reads ids only. */
export const getRandomSongs: SubsonicHandler = async ({ c, user, params }) => {
  const size = pageSize(params, 'size', 10);
  const genre = params.get('genre');
  const fromYear = params.int('fromYear');
  const toYear = params.int('toYear');
  const filters = [
    genre ? sql`EXISTS (SELECT 1 FROM track_genres tg WHERE tg.track_id = rt.id AND tg.genre_id = ${genreIdSql(genre)})` : null,
    fromYear !== undefined || toYear !== undefined ? yearRange(sql`coalesce(rt.release_date, ra.release_date)`, fromYear ?? 0, toYear ?? 9998) : null,
  ].filter((filter) => filter !== null);
  // Unfiltered, ids drawn by primary-key seeks (random-draw.ts); a genre or years draw among their matches.
  const drawn = filters.length
    ? sql`SELECT rt.id FROM tracks rt LEFT JOIN albums ra ON ra.id = rt.album_id WHERE ${sql.join(filters, sql` AND `)} ORDER BY random() LIMIT ${size}`
    : randomIdsSql('tracks', size);
  const [songs] = await rawPages(c.get('db'), [songSelectSql(user, { where: sql`t.id IN (${drawn})`, orderBy: sql`random()` })]);
  return { randomSongs: { song: childrenOf(songs) } };
};

/** By track id within the genre: track_genres_genre_idx, paged by keyset. */
const GENRE_ORDER: KeysetOrder = { columns: [sql`tg.track_id`] };

/** getSongsByGenre: `genre`, `count` (≤ 500), `offset`. */
export const getSongsByGenre: SubsonicHandler = async ({ c, user, params }) => {
  const genre = params.required('genre');
  const count = pageSize(params, 'count', 10);
  const page = await keysetPage(c, `${user.id}:genre-songs:${genre.toLowerCase()}`, GENRE_ORDER, pageOffset(params), count);
  if (!count) return { songsByGenre: { song: [] } };
  const [songs] = await rawPages(c.get('db'), [
    songSelectSql(user, {
      from: sql`track_genres tg JOIN tracks t ON t.id = tg.track_id`,
      extra: keysetColumns(GENRE_ORDER),
      where: sql`tg.genre_id = ${genreIdSql(genre)}${page.where ? sql` AND ${page.where}` : sql``}`,
      orderBy: keysetOrderBy(GENRE_ORDER),
      limit: count,
      offset: page.offset,
    }),
  ]);
  page.remember(lastRowOf(songs));
  return { songsByGenre: { song: childrenOf(songs) } };
};

/** getTopSongs: the named artist's most played songs (artists_name_lower_idx, track_artists_artist_idx); none for an unknown name. */
export const getTopSongs: SubsonicHandler = async ({ c, user, params }) => {
  const artist = params.required('artist');
  const count = pageSize(params, 'count', 50);
  const [songs] = await rawPages(c.get('db'), [
    songSelectSql(user, {
      where: sql`t.id IN (SELECT ta.track_id FROM track_artists ta WHERE ta.artist_id IN (SELECT ar.id FROM artists ar WHERE lower(ar.name) = lower(${artist})))`,
      orderBy: sql`t.plays DESC, t.id DESC`,
      limit: count,
    }),
  ]);
  return { topSongs: { song: childrenOf(songs) } };
};

/**
 * The web app's radio (worker/radio/) from an artist or a song: its mix of
 * related songs without the seed, at most `count`; error 70 for an unknown seed.
 */
async function similarSongs({ c, user, params }: SubsonicRequest, seedType: 'artist' | 'track', seedId: number) {
  const count = pageSize(params, 'count', 50);
  const db = c.get('db');
  const seed = seedType === 'artist' ? seedQuery(db, 'artist', seedId) : seedTrackQuery(db, seedId);
  const [[found], candidates] = await db.batch([seed, relatedTracksQuery(db, seedType, seedId)]);
  if (!found) throw notFound(seedType === 'artist' ? 'Artist' : 'Song');
  const ids = mixRadio(candidates, seedType === 'track' ? 1 : 0)
    .slice(0, count)
    .map((track) => track.id);
  return loadSongs(db, user, ids);
}

/** getSimilarSongs2: `id` an ArtistID3 id. */
export const getSimilarSongs2: SubsonicHandler = async (request) => ({ similarSongs2: { song: await similarSongs(request, 'artist', request.params.id('id')) } });

/** getSimilarSongs: `id` an artist directory ("ar-5") or a song; an album directory ("al-3") seeds with its first song. */
export const getSimilarSongs: SubsonicHandler = async (request) => {
  const { kind, id } = parseTypedId(request.params.required('id'));
  if (kind === 'artist') return { similarSongs: { song: await similarSongs(request, 'artist', id) } };
  if (kind === 'playlist') throw notFound();
  const seedId = kind === 'album' ? await firstSongOf(request, id) : id;
  return { similarSongs: { song: await similarSongs(request, 'track', seedId) } };
};

/** An album's first song (tracks_album_number_idx); error 70 when it has none. */
async function firstSongOf({ c }: SubsonicRequest, albumId: number): Promise<number> {
  const [row] = await rawAll(c.get('db'), sql`SELECT id FROM tracks WHERE album_id = ${albumId} ORDER BY number IS NULL, number, id LIMIT 1`);
  if (!row) throw notFound('Album');
  return Number(row.id);
}
