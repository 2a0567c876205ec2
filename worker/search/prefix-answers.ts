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

/**
 * Keys are ASCII letters and digits: there JavaScript's folding (top-result.ts)
 * and the FTS tokenizer's agree (`Motörh` is `motorh` to both). Elsewhere they
 * may not (the tokenizer keeps an Indic vowel sign that NFD would strip, and
 * folds `ø` that NFD keeps), and a key folded differently could name another
 * prefix's answer, so such words are ranked live.
 */
const STORABLE_KEY = /^[a-z0-9]+$/;

/** The key a query's stored answer is kept under: its one word folded as the FTS tokenizer folds it, when such a prefix can be stored; else null. */
export function prefixKey(words: string[]): string | null {
  if (words.length !== 1) return null;
  const key = fold(words[0]);
  return STORABLE_KEY.test(key) && key.length >= PREFIX_KEY_LENGTH.min && key.length <= PREFIX_KEY_LENGTH.max ? key : null;
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
  SELECT p FROM (SELECT substr(term, 1, i) AS p, sum(doc) AS d FROM ${sql.raw(terms)} JOIN n ON length(term) >= i GROUP BY p)
  WHERE d > ${MAX_CANDIDATES} AND p NOT GLOB '*[^a-z0-9]*'`;

/**
 * One prefix's answer: per type, when more than MAX_CANDIDATES of its rows
 * match, the ids its live ranking gives (the first STORED_RESULTS), else NULL
 * (that type stays live). A prefix hot for no type stores nothing, and an
 * answer equal to the stored one writes nothing: a build writes only what
 * plays and names changed. Returns the key when it wrote.
 */
function answerStatement(key: string, built: string) {
  const match = matchExpression([key])!;
  const lists = SEARCH_TABS.map(
    (tab) => sql`CASE WHEN ${matchesMoreThan(tab, match, MAX_CANDIDATES)} THEN (SELECT json_group_array(id) FROM (${rankedIds(tab, match, STORED_RESULTS, 0)})) END AS ${sql.raw(tab)}`,
  );
  const columns = sql.raw(SEARCH_TABS.join(', '));
  const stored = sql.raw(`(${SEARCH_TABS.join(', ')})`);
  const computed = sql.raw(`(${SEARCH_TABS.map((tab) => `excluded.${tab}`).join(', ')})`);
  return sql`INSERT INTO search_prefixes (key, built_at, ${columns})
    SELECT * FROM (SELECT ${key} AS key, ${built} AS built_at, ${sql.join(lists, sql`, `)}) WHERE coalesce(${columns}) IS NOT NULL
    ON CONFLICT (key) DO UPDATE SET built_at = excluded.built_at, ${sql.raw(SEARCH_TABS.map((tab) => `${tab} = excluded.${tab}`).join(', '))}
    WHERE ${stored} IS NOT ${computed}
    RETURNING key`;
}

/** A stored prefix that is hot for no type any more goes. Returns the key when it did. */
function coldStatement(key: string) {
  const match = matchExpression([key])!;
  return sql`DELETE FROM search_prefixes WHERE key = ${key} AND NOT (${sql.join(
    SEARCH_TABS.map((tab) => matchesMoreThan(tab, match, MAX_CANDIDATES)),
    sql` OR `,
  )}) RETURNING key`;
}

/**
 * Rebuilds the stored answers from the catalog as it is now, in batches of
 * PREFIX_ANSWERS_PER_BATCH prefixes: each candidate's answer written where it
 * changed, a stored prefix no longer hot (or no longer a candidate) removed.
 * Readers meet the old answer or the new one, never none, for a prefix that
 * stays hot.
 */
export async function rebuildPrefixAnswers(db: Db): Promise<string> {
  const built = new Date().toISOString();
  const [existing, ...candidates] = await rawBatch(db, [sql`SELECT key FROM search_prefixes`, ...TERMS.map(candidatePrefixes)]);
  const stored = new Set(existing.map((row) => String(row.key)));
  const prefixes = [...new Set(candidates.flat().map((row) => String(row.p)))].sort();
  const gone = [...stored].filter((key) => !prefixes.includes(key));
  let written = 0;
  let removed = 0;
  for (let i = 0; i < prefixes.length; i += PREFIX_ANSWERS_PER_BATCH) {
    // A stored prefix gets its answer and, should it have gone cold, its removal; a new one its answer.
    const steps = prefixes
      .slice(i, i + PREFIX_ANSWERS_PER_BATCH)
      .flatMap((key) => [{ sql: answerStatement(key, built), cold: false }, ...(stored.has(key) ? [{ sql: coldStatement(key), cold: true }] : [])]);
    const results = await rawBatch(
      db,
      steps.map((step) => step.sql),
    );
    for (const [n, rows] of results.entries()) {
      if (steps[n].cold) removed += rows.length;
      else written += rows.length;
    }
  }
  for (let i = 0; i < gone.length; i += PREFIX_ANSWERS_PER_BATCH) {
    const [rows] = await rawBatch(db, [sql`DELETE FROM search_prefixes WHERE key IN (SELECT value FROM json_each(${JSON.stringify(gone.slice(i, i + PREFIX_ANSWERS_PER_BATCH))})) RETURNING key`]);
    removed += rows.length;
  }
  const [[{ count }]] = await rawBatch(db, [sql`SELECT count(*) AS count FROM search_prefixes`]);
  return `Stored the answers of ${Number(count)} hot search prefixes (${prefixes.length} checked, ${written} written, ${removed} no longer hot removed).`;
}
