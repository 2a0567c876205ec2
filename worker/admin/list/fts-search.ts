import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { matchExpression, queryWords } from '../../search/match-expression';

/**
 * An admin list's `?query=` over a name: the rows whose FTS5 table (kept by
 * triggers, migrations/0003_search.sql) matches the words by prefix, so the
 * search is an index lookup however large the table. Input never shapes the
 * MATCH expression (worker/search/match-expression.ts).
 */
export function ftsMatch(ftsTable: 'users_fts' | 'error_logs_fts' | 'tracks_fts' | 'albums_fts' | 'artists_fts' | 'playlists_fts' | 'tags_fts', id: SQLiteColumn, query: string): SQL | undefined {
  const match = matchExpression(queryWords(query));
  if (!match) return undefined;
  return sql`${id} IN (SELECT rowid FROM ${sql.raw(ftsTable)} WHERE ${sql.raw(ftsTable)} MATCH ${match})`;
}

/**
 * A case-insensitive prefix of a column with a NOCASE or lower-cased index: a
 * range, which an index answers. `column` may be the indexed expression itself,
 * e.g. sql`lower(${table.name})` for an index on lower(name).
 */
export function prefixRange(column: SQLiteColumn | SQL, query: string): SQL {
  const prefix = query.trim().toLowerCase();
  return sql`(${column} >= ${prefix} AND ${column} < ${`${prefix}\uffff`})`;
}
