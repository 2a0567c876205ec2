import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rawBatch } from '../raw-batch';
import { SEARCH_TABS } from '../music/music-types';
import { matchExpression } from './match-expression';
import { fold } from './top-result';
import { matchesMoreThan, rankedIds } from './search-queries';
import { MAX_CANDIDATES, PREFIX_ANSWERS_PER_BATCH, PREFIX_KEY_LENGTH, STORED_RESULTS } from './search-constants';

// Stored answers of hot prefixes (docs/decisions/036-stored-prefix-answers.md,
// docs/search.md "Stored answers"). A one-word prefix that more than
// MAX_CANDIDATES rows of a type match is answered, for that type, from the
// ranking its live query would give, computed here and kept in
// search_prefixes (migrations/0042_search_prefixes.sql) until the next build.
// Past that many matches the live ranking reads only the most played 200
// (search-queries.ts, step 1), so a new or unplayed row is not among them
// either way; what a stored answer can lag on is plays and names, by at most
// one build (the cron, every 15 minutes).

/** The key a query's stored answer is kept under: its one word folded as the FTS tokenizer folds it, when a prefix of that length can be stored; else null. */
export function prefixKey(words: string[]): string | null {
  if (words.length !== 1) return null;
  const key = fold(words[0]);
  const length = [...key].length;
  return length >= PREFIX_KEY_LENGTH.min && length <= PREFIX_KEY_LENGTH.max ? key : null;
}

/** Each FTS table's vocabulary (fts5vocab, 'row': a term and how many rows hold it). */
const TERMS = ['search_tracks_terms', 'search_albums_terms', 'search_artists_terms', 'playlists_fts_terms', 'users_fts_terms', 'tags_fts_terms'];

/**
 * The prefixes that may be hot for one type: its terms starting with them are
 * held by more than MAX_CANDIDATES rows in all (an upper bound of its
 * matches: a row holding two such terms counts twice). The build checks each
 * exactly. One statement a type: D1's SQLite takes few terms in a compound SELECT.
 */
const candidatePrefixes = (terms: string) => sql`WITH RECURSIVE n(i) AS (SELECT ${PREFIX_KEY_LENGTH.min} UNION ALL SELECT i + 1 FROM n WHERE i < ${PREFIX_KEY_LENGTH.max})
  SELECT p FROM (SELECT substr(term, 1, i) AS p, sum(doc) AS d FROM ${sql.raw(terms)} JOIN n ON length(term) >= i GROUP BY p) WHERE d > ${MAX_CANDIDATES}`;

/**
 * One prefix's answer: per type, when more than MAX_CANDIDATES of its rows
 * match, the ids its live ranking gives (the first STORED_RESULTS), else NULL
 * (that type stays live). A prefix hot for no type stores nothing.
 */
function answerStatement(key: string, built: string) {
  const match = matchExpression([key])!;
  const lists = SEARCH_TABS.map(
    (tab) => sql`CASE WHEN ${matchesMoreThan(tab, match, MAX_CANDIDATES)} THEN (SELECT json_group_array(id) FROM (${rankedIds(tab, match, STORED_RESULTS, 0)})) END AS ${sql.raw(tab)}`,
  );
  const columns = sql.raw(SEARCH_TABS.join(', '));
  return sql`INSERT OR REPLACE INTO search_prefixes (key, built_at, ${columns})
    SELECT * FROM (SELECT ${key} AS key, ${built} AS built_at, ${sql.join(lists, sql`, `)}) WHERE coalesce(${columns}) IS NOT NULL`;
}

/**
 * Rebuilds every stored answer from the catalog as it is now: the hot
 * prefixes' answers replaced in batches, then the keys this build did not
 * write (no longer hot) removed. Readers meet the old answer or the new one,
 * never none, for a prefix that stays hot.
 */
export async function rebuildPrefixAnswers(db: Db): Promise<string> {
  const built = new Date().toISOString();
  const prefixes = [...new Set((await rawBatch(db, TERMS.map(candidatePrefixes))).flat().map((row) => String(row.p)))].sort();
  for (let i = 0; i < prefixes.length; i += PREFIX_ANSWERS_PER_BATCH) {
    await rawBatch(
      db,
      prefixes.slice(i, i + PREFIX_ANSWERS_PER_BATCH).map((key) => answerStatement(key, built)),
    );
  }
  const [gone, [{ stored }]] = await rawBatch(db, [
    sql`DELETE FROM search_prefixes WHERE built_at < ${built} RETURNING 1 AS gone`,
    sql`SELECT count(*) AS stored FROM search_prefixes`,
  ]);
  return `Stored the answers of ${Number(stored)} hot search prefixes (${prefixes.length} checked, ${gone.length} no longer hot removed).`;
}
