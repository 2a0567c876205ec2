import { sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../types';
import type { SubsonicHandler, SubsonicRequest } from '../subsonic-types';
import { rawBatch, type Row } from '../../raw-batch';
import { rankedPage } from '../../search/search-queries';
import { matchExpression, queryWords } from '../../search/match-expression';
import type { SearchTab } from '../../music/music-types';
import { albumAsDirectory, albumSelectSql, artistSelectSql, songSelectSql, toAlbum, toArtist, toChild, type PayloadUser, type SelectParts } from '../payloads';
import { asFolderArtist } from './info-methods';
import { keysetColumns, keysetOrderBy, keysetPage, type KeysetPage } from './keyset-paging';
import { originOf, pageOffset, pageSize } from './browse-params';

type Kind = { tab: SearchTab; count: string; offset: string; alias: string; select: (user: PayloadUser, parts: SelectParts) => SQL; table: string };

const KINDS = [
  { tab: 'artists', count: 'artistCount', offset: 'artistOffset', alias: 'ar', select: artistSelectSql, table: 'artists' },
  { tab: 'albums', count: 'albumCount', offset: 'albumOffset', alias: 'al', select: albumSelectSql, table: 'albums' },
  { tab: 'tracks', count: 'songCount', offset: 'songOffset', alias: 't', select: songSelectSql, table: 'tracks' },
] as const satisfies Kind[];

/**
 * The words of a search query. Clients send `""` (quotes included) or `*`
 * for "everything" when they sync a whole library: no words at all.
 */
const searchWords = (query: string | undefined) => queryWords((query ?? '').replace(/^"(.*)"$/, '$1'));

type KindPage = { rows: Row[]; page?: KeysetPage };

/**
 * One statement per kind, one batch: with words, the web app's ranked
 * search (search/search-queries.ts: FTS5 candidates by popularity, then
 * match quality), at most its candidate depth; without, the whole catalog
 * by id (each table's primary key), paged by keyset, so a full sync's last
 * page costs what its first does and rows added meanwhile come at the end.
 */
async function searchKinds({ c, user, params }: SubsonicRequest): Promise<KindPage[]> {
  const match = matchExpression(searchWords(params.get('query')));
  const statements: SQL[] = [];
  const pages: (KeysetPage | undefined)[] = [];
  for (const kind of KINDS) {
    const count = pageSize(params, kind.count, 20);
    const offset = pageOffset(params, kind.offset);
    const alias = sql.raw(kind.alias);
    if (match) {
      statements.push(kind.select(user, { from: sql`${rankedPage(kind.tab, match, count, offset)} JOIN ${sql.raw(kind.table)} ${alias} ON ${alias}.id = r.id`, orderBy: sql`r.score, r.id` }));
      pages.push(undefined);
      continue;
    }
    const order = { columns: [sql`${alias}.id`] };
    const page = await keysetPage(c as Context<AppEnv>, `${user.id}:search-all:${kind.tab}`, order, offset, count);
    statements.push(kind.select(user, { extra: keysetColumns(order), where: page.where ?? undefined, orderBy: keysetOrderBy(order), limit: count, offset: page.offset }));
    pages.push(page);
  }
  const results = await rawBatch(c.get('db'), statements);
  return results.map((rows, n) => {
    pages[n]?.remember(rows);
    return { rows };
  });
}

/** search3: ArtistID3, AlbumID3 and Child lists; an empty query pages through the whole library (offline sync). */
export const search3: SubsonicHandler = async (request) => {
  const [artists, albums, songs] = await searchKinds(request);
  const origin = originOf(request.c.req.url);
  return {
    searchResult3: {
      artist: artists.rows.map((row) => toArtist(row, origin)),
      album: albums.rows.map(toAlbum),
      song: songs.rows.map(toChild),
    },
  };
};

/** search2: the same search in the folder model: artists and albums as directories ("ar-5", "al-3"). */
export const search2: SubsonicHandler = async (request) => {
  const [artists, albums, songs] = await searchKinds(request);
  const origin = originOf(request.c.req.url);
  return {
    searchResult2: {
      artist: artists.rows.map((row) => asFolderArtist(toArtist(row, origin))),
      album: albums.rows.map((row) => albumAsDirectory(toAlbum(row))),
      song: songs.rows.map(toChild),
    },
  };
};
