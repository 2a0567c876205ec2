import { sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../types';
import type { SubsonicHandler, SubsonicRequest } from '../subsonic-types';
import { rawPages } from '../../raw-batch';
import { rowObjects, type RowArrays } from '../../d1-rows';
import { rankedPage } from '../../search/search-queries';
import { matchExpression, queryWords } from '../../search/match-expression';
import type { SearchTab } from '../../music/music-types';
import { albumAsDirectory, albumSelectSql, artistSelectSql, childrenOf, lastRowOf, songSelectSql, toAlbum, toArtist, type PayloadUser, type SelectParts } from '../payloads';
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

/**
 * One statement per kind, one batch: with words, the web app's ranked
 * search (search/search-queries.ts: FTS5 candidates by popularity, then
 * match quality), at most its candidate depth; without, the whole catalog
 * by id (each table's primary key), paged by keyset, so a full sync's last
 * page costs what its first does and rows added meanwhile come at the end.
 */
async function searchKinds({ c, user, params }: SubsonicRequest): Promise<RowArrays[]> {
  const match = matchExpression(searchWords(params.get('query')));
  const statements: SQL[] = [];
  const pages: (KeysetPage | undefined)[] = [];
  const asked: boolean[] = [];
  for (const kind of KINDS) {
    const count = pageSize(params, kind.count, 20);
    const offset = pageOffset(params, kind.offset);
    // A sync asks for songs only (artistCount=0, albumCount=0): no statement for a kind nobody asked for.
    asked.push(count > 0);
    if (!count) continue;
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
  // Rows as arrays: a sync's 500 songs make no row objects (song-payload.ts, childrenOf).
  const results = await rawPages(c.get('db'), statements);
  results.forEach((page, n) => pages[n]?.remember(lastRowOf(page)));
  return asked.map((wanted) => (wanted ? results.shift()! : { columns: [], rows: [] }));
}

/** search3: ArtistID3, AlbumID3 and Child lists; an empty query pages through the whole library (offline sync). */
export const search3: SubsonicHandler = async (request) => {
  const [artists, albums, songs] = await searchKinds(request);
  const origin = originOf(request.c.req.url);
  return {
    searchResult3: {
      artist: rowObjects(artists).map((row) => toArtist(row, origin)),
      album: rowObjects(albums).map(toAlbum),
      song: childrenOf(songs),
    },
  };
};

/** search2: the same search in the folder model: artists and albums as directories ("ar-5", "al-3"). */
export const search2: SubsonicHandler = async (request) => {
  const [artists, albums, songs] = await searchKinds(request);
  const origin = originOf(request.c.req.url);
  return {
    searchResult2: {
      artist: rowObjects(artists).map((row) => asFolderArtist(toArtist(row, origin))),
      album: rowObjects(albums).map((row) => albumAsDirectory(toAlbum(row))),
      song: childrenOf(songs),
    },
  };
};
