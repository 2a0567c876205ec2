import { sql, type SQL } from 'drizzle-orm';
import type { SubsonicHandler, SubsonicRequest } from '../subsonic-types';
import { SUBSONIC_ERROR, SubsonicError } from '../subsonic-types';
import { rawAll } from '../../raw-batch';
import { albumAsDirectory, albumSelectSql, toAlbum, type SubsonicAlbum } from '../payloads';
import { keysetColumns, keysetOrderBy, keysetPage, type KeysetOrder, type KeysetPage } from './keyset-paging';
import { randomIdsSql } from './random-draw';
import { genreIdSql, pageOffset, pageSize, requiredInt, yearRange } from './browse-params';

export const ALBUM_LIST_TYPES = ['random', 'newest', 'highest', 'frequent', 'recent', 'alphabeticalByName', 'alphabeticalByArtist', 'starred', 'byYear', 'byGenre'] as const;
type AlbumListType = (typeof ALBUM_LIST_TYPES)[number];

/** How one list type reads: its FROM (bringing `albums al`), filter, and keyset order (each walks an index). */
type ListPlan = { from?: SQL; where?: SQL; order: KeysetOrder; shape: string };

/**
 * Albums named by the user's own rows (`alias` of `table`: likes, ratings):
 * by `sort` descending on the user's index, ties by that index's rowid.
 */
const usersOwnRows = (table: string, alias: string, albumId: string, where: SQL, sort: string, shape: string): ListPlan => ({
  from: sql.raw(`${table} ${alias} JOIN albums al ON al.id = ${alias}.${albumId}`),
  where,
  order: { columns: [sql.raw(`${alias}.${sort}`), sql.raw(`${alias}.rowid`)], descending: true },
  shape,
});

export function albumListPlan(type: Exclude<AlbumListType, 'random'>, { user, params }: Pick<SubsonicRequest, 'user' | 'params'>): ListPlan {
  switch (type) {
    case 'newest':
      // albums_created_at_idx
      return { order: { columns: [sql`al.created_at`, sql`al.id`], descending: true }, shape: type };
    case 'alphabeticalByName':
      // albums_name_idx
      return { order: { columns: [sql`al.name`, sql`al.id`] }, shape: type };
    case 'frequent':
      // albums_plays_idx: the most played, played albums only
      return { where: sql`al.plays > 0`, order: { columns: [sql`al.plays`, sql`al.id`], descending: true }, shape: type };
    case 'alphabeticalByArtist':
      // artists_name_lower_idx (CROSS JOIN keeps artists the outer loop), then each artist's albums on
      // album_artists_artist_idx; an album sorts under its first credited artist.
      return {
        from: sql`artists ar CROSS JOIN album_artists aa ON aa.artist_id = ar.id JOIN albums al ON al.id = aa.album_id`,
        where: sql`NOT EXISTS (SELECT 1 FROM album_artists p WHERE p.album_id = aa.album_id AND p.position < aa.position)`,
        order: { columns: [sql`lower(ar.name)`, sql`ar.id`, sql`aa.album_id`] },
        shape: type,
      };
    case 'starred':
      // likes_user_recent_idx: the user's liked albums, latest first
      return usersOwnRows('likes', 'l', 'likeable_id', sql`l.user_id = ${user.id} AND l.likeable_type = 'album'`, 'created_at', `${type}:${user.id}`);
    case 'highest':
      // user_ratings_user_rating_idx: the user's own ratings, best first
      return usersOwnRows('user_ratings', 'r', 'rateable_id', sql`r.user_id = ${user.id} AND r.rateable_type = 'album'`, 'rating', `${type}:${user.id}`);
    case 'recent':
      // plays_user_time_idx: the albums of the user's plays, by their last play
      return {
        from: sql`(SELECT t.album_id AS album_id, max(p.created_at) AS played FROM plays p JOIN tracks t ON t.id = p.track_id
          WHERE p.user_id = ${user.id} AND t.album_id IS NOT NULL GROUP BY t.album_id) rp JOIN albums al ON al.id = rp.album_id`,
        order: { columns: [sql`rp.played`, sql`al.id`], descending: true },
        shape: `${type}:${user.id}`,
      };
    case 'byYear': {
      const fromYear = requiredInt(params, 'fromYear');
      const toYear = requiredInt(params, 'toYear');
      // albums_release_date_idx; fromYear > toYear lists the newest first
      return {
        where: yearRange(sql`al.release_date`, fromYear, toYear),
        order: { columns: [sql`al.release_date`, sql`al.id`], descending: fromYear > toYear },
        shape: `${type}:${fromYear}:${toYear}`,
      };
    }
    case 'byGenre': {
      const genre = params.required('genre');
      // albums by id, each checked through its tracks (tracks_album_number_idx) and track_genres' primary key
      return {
        where: sql`EXISTS (SELECT 1 FROM tracks t JOIN track_genres tg ON tg.track_id = t.id AND tg.genre_id = ${genreIdSql(genre)} WHERE t.album_id = al.id)`,
        order: { columns: [sql`al.id`] },
        shape: `${type}:${genre.toLowerCase()}`,
      };
    }
  }
}

const andAll = (...conditions: (SQL | null | undefined)[]) => {
  const present = conditions.filter((condition): condition is SQL => Boolean(condition));
  return present.length ? sql.join(present, sql` AND `) : undefined;
};

/** The statement of one page of a list: after the page's key, or at its offset. */
export const albumPageSql = (user: { id: number }, plan: ListPlan, page: Pick<KeysetPage, 'where' | 'offset'>, size: number) =>
  albumSelectSql(user, {
    from: plan.from,
    extra: keysetColumns(plan.order),
    where: andAll(plan.where, page.where),
    orderBy: keysetOrderBy(plan.order),
    limit: size,
    offset: page.offset,
  });

/** One page of an album list; catalog-wide and per-user orders page by keyset (keyset-paging.ts), `random` draws anew. */
async function albumList(request: SubsonicRequest): Promise<SubsonicAlbum[]> {
  const { c, user, params } = request;
  const type = params.required('type') as AlbumListType;
  if (!ALBUM_LIST_TYPES.includes(type)) throw new SubsonicError(SUBSONIC_ERROR.generic, `Unknown album list type: ${type}`);
  const size = pageSize(params, 'size', 10);
  if (size === 0) return [];
  const db = c.get('db');
  if (type === 'random') {
    // Random ids by seeks on the primary key (random-draw.ts); the payload columns for those rows only.
    const rows = await rawAll(db, albumSelectSql(user, { where: sql`al.id IN (${randomIdsSql('albums', size)})`, orderBy: sql`random()` }));
    return rows.map(toAlbum);
  }
  const plan = albumListPlan(type, request);
  const page = await keysetPage(c, `${user.id}:albums:${plan.shape}`, plan.order, pageOffset(params), size);
  const rows = await rawAll(db, albumPageSql(user, plan, page, size));
  page.remember(rows);
  return rows.map(toAlbum);
}

/** getAlbumList2: AlbumID3 entries. */
export const getAlbumList2: SubsonicHandler = async (request) => ({ albumList2: { album: await albumList(request) } });

/** getAlbumList: the same lists as folder-model directories ("al-3"). */
export const getAlbumList: SubsonicHandler = async (request) => ({ albumList: { album: (await albumList(request)).map(albumAsDirectory) } });
