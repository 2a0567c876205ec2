import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { SEARCH_TABS, type SearchResults, type SearchTab } from '../music/music-types';
import { compiledBatch } from '../compiled-batch';
import { searchPagesStatement, searchPayloads } from './search-queries';
import { correctedExpression, corrections, vocabularyLookup } from './spelling';

/** The six types' pages of an all-types search, without the query and the top result. */
export type FoundTypes = Omit<SearchResults, 'query' | 'top'>;

/** The types whose names may be misspelled: a query that finds none of them is tried again with corrected words. */
export const SPELLED_TABS = ['tracks', 'artists', 'albums'] as const satisfies SearchTab[];

export const bound = { match: sql.placeholder('match'), limit: sql.placeholder('limit'), offset: sql.placeholder('offset'), key: sql.placeholder('key') };

/**
 * One page of each of `tabs` for a MATCH expression: one statement, compiled
 * once per isolate. A one-word query's types that its prefix is hot for read
 * the prefix's stored answer (`key`, prefix-answers.ts) instead of ranking live.
 */
async function searchPages(db: Db, tabs: readonly SearchTab[], match: string, limit: number, key: string | null) {
  const build = () => [searchPagesStatement(db, tabs, bound.match, bound.limit, bound.key)] as const;
  const [[pages]] = await compiledBatch(db, `search ${tabs.join()}`, build, { match, limit, key });
  return Object.fromEntries(tabs.map((tab) => [tab, searchPayloads(tab, pages[tab])]));
}

/** The words' MATCH expression with misspelled words widened to what they may mean (a second round trip), or null. */
export async function correctedMatch(db: Db, words: string[]): Promise<string | null> {
  return correctedExpression(words, corrections(words, await vocabularyLookup(db, words)));
}

/**
 * The first `limit` of each type for the query's words: what `search?query=`
 * answers live, and what a hot prefix's whole answer is built from
 * (whole-answers.ts). Each type's order is total (score, then id), so a
 * smaller limit's page is the start of a larger one's.
 */
export async function allTypes(db: Db, words: string[], match: string, limit: number, key: string | null): Promise<FoundTypes> {
  // The six types in one statement, one round trip.
  const found = (await searchPages(db, SEARCH_TABS, match, limit, key)) as FoundTypes;
  // Nothing named so: perhaps a letter is wrong (two more round trips, only then).
  const corrected = SPELLED_TABS.every((tab) => found[tab].length === 0) ? await correctedMatch(db, words) : null;
  if (corrected) Object.assign(found, await searchPages(db, SPELLED_TABS, corrected, limit, null));
  return found;
}
