import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, artists, tags, tracks } from '../../db/music-catalog';
import { playlists } from '../../db/music-social';
import { users } from '../../db/users';
import type { SearchTab } from '../music/music-types';
import { selectAlbums, selectArtists, selectPlaylists, selectTags, selectTracks } from '../music/list-queries';
import { toUserSummary, userSummaryColumns } from '../music/select/user-summary-select';
import { toTrackPayload } from '../music/select/track-select';
import { toArtistPayload } from '../music/select/artist-select';
import { toAlbumPayload } from '../music/select/album-select';
import { toPlaylistPayload } from '../music/select/playlist-select';
import type { SqliteBatchItem } from '../music/batch-rows';
import { rowsJson } from '../music/select/rows-json';
import { MAX_CANDIDATES, OTHER_COLUMN_RANK, POPULARITY_WEIGHT, ROWID_ID_SPAN } from './search-constants';

/**
 * Per searchable type: its FTS5 table, the row id of a match, the bm25 of its
 * name (the first column; 0 when only another column matched), what hides a row
 * from search (joined into the candidate query, so hidden rows never take a
 * candidate's place), and its popularity for the ranking. `x` is the searched
 * table in the ranking query. Tracks, albums and artists read the search_*
 * tables of migrations/0029_search_ranking.sql, whose rowid puts the most
 * played first and holds the id below 2^32; the others read the name indexes
 * of migrations/0003_search.sql, whose rowid is the id.
 */
/** A value bound per request: itself, or the placeholder of a statement compiled once (worker/compiled-batch.ts). */
type Bound<T> = T | Placeholder;

/** `visible` is `hidden` as a condition on the row itself (`x`), for ids read from a stored answer. */
type Source = { fts: string; table: string; id: string; score: string; hidden?: string; visible?: string; popularity: string };

const popularityKeyed = (fts: string, table: string, otherColumns = 0): Source => ({
  fts,
  table,
  id: `${fts}.rowid % ${ROWID_ID_SPAN}`,
  score: `bm25(${[fts, '1.0', ...Array<string>(otherColumns).fill('0.0')].join(', ')})`,
  popularity: 'x.plays',
});
const byId = (fts: string, table: string, rest: Pick<Source, 'popularity' | 'hidden' | 'visible'>): Source => ({ fts, table, id: `${fts}.rowid`, score: `bm25(${fts})`, ...rest });

const SOURCES: Record<SearchTab, Source> = {
  tracks: popularityKeyed('search_tracks', 'tracks', 2),
  artists: popularityKeyed('search_artists', 'artists'),
  albums: popularityKeyed('search_albums', 'albums', 1),
  playlists: byId('playlists_fts', 'playlists', {
    hidden: 'JOIN playlists p ON p.id = playlists_fts.rowid AND p.public = 1',
    visible: 'x.public = 1',
    popularity: 'x.plays + x.followers_count',
  }),
  users: byId('users_fts', 'users', {
    hidden: 'JOIN users u ON u.id = users_fts.rowid AND u.banned_at IS NULL',
    visible: 'x.banned_at IS NULL',
    popularity: 'x.followers_count',
  }),
  tags: byId('tags_fts', 'tags', { popularity: '0' }),
};

/**
 * Step 1, the bound: the first MAX_CANDIDATES matches in the FTS index's rowid
 * order, which FTS5 reads without sorting and stops reading at the limit, with
 * their bm25 (computed for those rows only). For tracks, albums and artists
 * that order is the most played first; for the rest, the oldest rows. Counting
 * needs no score.
 */
function candidates(tab: SearchTab, match: Bound<string>, scored = true, unlessStored?: StoredKey): SQL {
  const { fts, id, score, hidden = '' } = SOURCES[tab];
  // A term of no table: SQLite tests it once before the FTS scan starts, so a stored answer skips the scan.
  const live = unlessStored === undefined ? sql`` : sql` AND NOT EXISTS (SELECT 1 FROM search_prefixes WHERE key = ${unlessStored} AND ${sql.raw(tab)} IS NOT NULL)`;
  return sql`SELECT ${sql.raw(id)} AS id, ${sql.raw(scored ? score : '0')} AS score FROM ${sql.raw(`${fts} ${hidden}`)}
    WHERE ${sql.raw(fts)} MATCH ${match}${live} ORDER BY ${sql.raw(fts)}.rowid LIMIT ${MAX_CANDIDATES}`;
}

/** The key of a stored answer (prefix-answers.ts): a folded one-word prefix, or null for a query that has none. */
type StoredKey = Bound<string | null>;

/**
 * A hot prefix's stored ids for `tab` (search_prefixes, prefix-answers.ts),
 * ranked when the answer was built: the first `limit` that still exist and
 * are still visible, their rank as the score.
 */
function storedIds(tab: SearchTab, key: StoredKey, limit: Bound<number>): SQL {
  const { table, visible } = SOURCES[tab];
  return sql`SELECT x.id AS id, j.key AS score FROM search_prefixes s JOIN json_each(${sql.raw(`s.${tab}`)}) j
    JOIN ${sql.raw(table)} x ON x.id = j.value${sql.raw(visible ? ` AND ${visible}` : '')}
    WHERE s.key = ${key} ORDER BY j.key LIMIT ${limit}`;
}

/** Whether more than `n` rows of `tab` match: counts at most n + 1 of them. */
export function matchesMoreThan(tab: SearchTab, match: Bound<string>, n: number): SQL {
  const { fts, hidden = '' } = SOURCES[tab];
  return sql`(SELECT count(*) FROM (SELECT 1 FROM ${sql.raw(`${fts} ${hidden}`)} WHERE ${sql.raw(fts)} MATCH ${match} LIMIT ${n + 1})) > ${n}`;
}

/**
 * Step 2, the ranking: candidates scored by match quality and popularity, one
 * page of ids (`r.id`, `r.score`). Matches of the name first, the closer name
 * (bm25) and the more played ahead; then matches through the artists' or
 * album's names (OTHER_COLUMN_RANK), the more played ahead. Only this page
 * then loads the payload's columns (the artists JSON, album counts) in step
 * 3: SQLite would otherwise compute them for every candidate before sorting.
 */
export function rankedIds(tab: SearchTab, match: Bound<string>, limit: Bound<number>, offset: Bound<number>, unlessStored?: StoredKey): SQL {
  const { table, popularity } = SOURCES[tab];
  const quality = sql`CASE WHEN m.score < 0 THEN m.score ELSE ${OTHER_COLUMN_RANK} END`;
  return sql`SELECT m.id AS id, ${quality} - ln(1 + ${sql.raw(popularity)}) * ${POPULARITY_WEIGHT} AS score
    FROM (${candidates(tab, match, true, unlessStored)}) m JOIN ${sql.raw(table)} x ON x.id = m.id
    ORDER BY 2, 1 LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * The page's ids as `r`: ranked live, or, given a stored answer's key, that
 * answer's ids where a hot prefix has one for this type and the live ranking
 * where it has none (the two parts never both answer).
 */
export function rankedPage(tab: SearchTab, match: Bound<string>, limit: Bound<number>, offset: Bound<number>, stored?: StoredKey): SQL {
  if (stored === undefined) return sql`(${rankedIds(tab, match, limit, offset)}) r`;
  return sql`(SELECT * FROM (${storedIds(tab, stored, limit)}) UNION ALL SELECT * FROM (${rankedIds(tab, match, limit, offset, stored)})) r`;
}

const pageOrder = [sql`r.score`, sql`r.id`];

/** Step 3: one page of a type's results, with the columns its payload needs (mapped by `searchPayloads`). */
export function searchPage(db: Db, tab: SearchTab, match: Bound<string>, limit: Bound<number>, offset: Bound<number>, stored?: StoredKey): SqliteBatchItem {
  const page = rankedPage(tab, match, limit, offset, stored);
  switch (tab) {
    case 'tracks':
      return selectTracks(db).innerJoin(page, sql`r.id = ${tracks.id}`).orderBy(...pageOrder);
    case 'artists':
      return selectArtists(db).innerJoin(page, sql`r.id = ${artists.id}`).orderBy(...pageOrder);
    case 'albums':
      return selectAlbums(db).innerJoin(page, sql`r.id = ${albums.id}`).orderBy(...pageOrder);
    case 'playlists':
      return selectPlaylists(db).innerJoin(page, sql`r.id = ${playlists.id}`).orderBy(...pageOrder);
    case 'users':
      return db.select(userSummaryColumns).from(users).innerJoin(page, sql`r.id = ${users.id}`).orderBy(...pageOrder);
    case 'tags':
      return selectTags(db).innerJoin(page, sql`r.id = ${tags.id}`).orderBy(...pageOrder);
  }
}

/**
 * The first page of each of `tabs` as one statement: one row whose columns
 * are the tabs' pages as JSON (rows-json.ts), each decoded by its own
 * select's fields. Each statement of a D1 batch is its own step and answer
 * (D1's per-statement work, and a batch's rows as objects): as one statement
 * a cold search took 3.65 ms of the local server's CPU, as six 3.8 to 4.1 ms
 * (docs/bench.md, "Eighteenth session").
 */
export function searchPagesStatement(db: Db, tabs: readonly SearchTab[], match: Bound<string>, limit: Bound<number>, stored?: StoredKey) {
  const columns = Object.fromEntries(tabs.map((tab) => [tab, rowsJson(searchPage(db, tab, match, limit, 0, stored) as never, `found_${tab}`).as(tab)]));
  return db.select(columns).from(sql`(SELECT 1)`);
}

/** The payload of each type's row, as `searchPage` selects it. */
const PAYLOADS: { [T in SearchTab]: (row: never) => unknown } = {
  tracks: toTrackPayload,
  artists: toArtistPayload,
  albums: toAlbumPayload,
  playlists: toPlaylistPayload,
  users: toUserSummary,
  tags: (row) => row,
};

/** A tab's page of rows (from `searchPage`) as its payloads. */
export const searchPayloads = (tab: SearchTab, rows: unknown) => (rows as never[]).map(PAYLOADS[tab]);

/** How many results a tab pages through: the matches, at most MAX_CANDIDATES. */
export function searchTotal(db: Db, tab: SearchTab, match: Bound<string>) {
  return db.select({ total: sql<number>`count(*)` }).from(sql`(${candidates(tab, match, false)}) c`);
}
