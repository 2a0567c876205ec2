import { sql, type SQL } from 'drizzle-orm';
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
import type { RowOf, SqliteBatchItem } from '../music/batch-rows';
import { MAX_CANDIDATES, POPULARITY_WEIGHT } from './search-constants';

/**
 * Per searchable type: its FTS5 table (migrations/0003_search.sql), what
 * hides a row from search (joined into the candidate query, so hidden rows
 * never take a candidate's place), and its popularity for the ranking. `x`
 * is the searched table in the ranking query.
 */
const SOURCES: Record<SearchTab, { fts: string; table: string; hidden?: string; popularity: string }> = {
  tracks: { fts: 'tracks_fts', table: 'tracks', popularity: 'x.plays' },
  artists: { fts: 'artists_fts', table: 'artists', popularity: 'x.plays' },
  albums: { fts: 'albums_fts', table: 'albums', popularity: 'x.plays' },
  playlists: { fts: 'playlists_fts', table: 'playlists', hidden: 'JOIN playlists p ON p.id = playlists_fts.rowid AND p.public = 1', popularity: 'x.plays + x.followers_count' },
  users: {
    fts: 'users_fts',
    table: 'users',
    hidden: 'JOIN users u ON u.id = users_fts.rowid AND u.banned_at IS NULL',
    popularity: "(SELECT count(*) FROM follows f WHERE f.followable_type = 'user' AND f.followable_id = x.id)",
  },
  tags: { fts: 'tags_fts', table: 'tags', popularity: '0' },
};

/**
 * Step 1, the bound: the MAX_CANDIDATES best FTS5 matches by bm25 (`rank`,
 * sorted inside FTS5), read from the FTS index alone plus the visibility join
 * where one applies. Unordered, it only counts (no bm25 to compute).
 */
function candidates(tab: SearchTab, match: string, ranked = true): SQL {
  const { fts, hidden = '' } = SOURCES[tab];
  const order = ranked ? sql.raw(`ORDER BY ${fts}.rank`) : sql``;
  return sql`SELECT ${sql.raw(fts)}.rowid AS id, ${sql.raw(ranked ? `${fts}.rank` : '0')} AS score FROM ${sql.raw(`${fts} ${hidden}`)}
    WHERE ${sql.raw(fts)} MATCH ${match} ${order} LIMIT ${MAX_CANDIDATES}`;
}

/**
 * Step 2, the ranking: candidates re-scored with popularity, one page of ids
 * (`r.id`, `r.score`). Only this page then loads the payload's columns (the
 * artists JSON, album counts) in step 3: SQLite would otherwise compute them
 * for every candidate before sorting.
 */
function rankedPage(tab: SearchTab, match: string, limit: number, offset: number): SQL {
  const { table, popularity } = SOURCES[tab];
  return sql`(SELECT m.id AS id, m.score - ln(1 + ${sql.raw(popularity)}) * ${POPULARITY_WEIGHT} AS score
    FROM (${candidates(tab, match)}) m JOIN ${sql.raw(table)} x ON x.id = m.id
    ORDER BY 2, 1 LIMIT ${limit} OFFSET ${offset}) r`;
}

const pageOrder = [sql`r.score`, sql`r.id`];

/** A page query paired with the mapper of its rows (the pattern of catalog/channel-query.ts). */
export type SearchQuery = { query: SqliteBatchItem; toPayloads: (rows: unknown[]) => unknown[] };

function searchQuery<Q extends SqliteBatchItem>(query: Q, toPayload: (row: RowOf<Q>) => unknown): SearchQuery {
  return { query, toPayloads: (rows) => (rows as RowOf<Q>[]).map(toPayload) };
}

/** Step 3: one page of a type's results, with the columns its payload needs. */
export function searchPage(db: Db, tab: SearchTab, match: string, limit: number, offset: number): SearchQuery {
  const page = rankedPage(tab, match, limit, offset);
  switch (tab) {
    case 'tracks':
      return searchQuery(selectTracks(db).innerJoin(page, sql`r.id = ${tracks.id}`).orderBy(...pageOrder), toTrackPayload);
    case 'artists':
      return searchQuery(selectArtists(db).innerJoin(page, sql`r.id = ${artists.id}`).orderBy(...pageOrder), toArtistPayload);
    case 'albums':
      return searchQuery(selectAlbums(db).innerJoin(page, sql`r.id = ${albums.id}`).orderBy(...pageOrder), toAlbumPayload);
    case 'playlists':
      return searchQuery(selectPlaylists(db).innerJoin(page, sql`r.id = ${playlists.id}`).orderBy(...pageOrder), toPlaylistPayload);
    case 'users':
      return searchQuery(db.select(userSummaryColumns).from(users).innerJoin(page, sql`r.id = ${users.id}`).orderBy(...pageOrder), toUserSummary);
    case 'tags':
      return searchQuery(selectTags(db).innerJoin(page, sql`r.id = ${tags.id}`).orderBy(...pageOrder), (row) => row);
  }
}

/** How many results a tab pages through: the matches, at most MAX_CANDIDATES. */
export function searchTotal(db: Db, tab: SearchTab, match: string) {
  return db.select({ total: sql<number>`count(*)` }).from(sql`(${candidates(tab, match, false)}) c`);
}
