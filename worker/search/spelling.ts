import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { MAX_CORRECTIONS, SPELLING_WORD_LENGTH } from './search-constants';
import { matchExpression } from './match-expression';

// Typo tolerance over the words of artist and album names (docs/search.md,
// "Typos"). search_vocab (migrations/0029_search_ranking.sql) keeps each word
// under its deletion-neighbourhood keys: the word itself and the word minus
// each one of its letters. Two words one edit apart (a letter wrong, missing,
// extra, or two neighbours swapped) share a key, so a misspelled query word
// finds the words it may mean with a few primary-key lookups.

/** Words as the vocabulary keeps them: lower-cased (SQLite's lower(), ASCII letters). */
const vocabularyForm = (word: string) => word.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** A word of a spellable length, and the same with each one letter left out. */
export function deletionKeys(word: string): string[] {
  const letters = [...vocabularyForm(word)];
  if (letters.length < SPELLING_WORD_LENGTH.min || letters.length > SPELLING_WORD_LENGTH.max) return [];
  return [letters.join(''), ...letters.map((_, i) => [...letters.slice(0, i), ...letters.slice(i + 1)].join(''))];
}

/** At most one edit apart: one letter substituted, inserted or deleted, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  if (x.length === y.length) {
    const rest = (from: number) => x.slice(from).join('') === y.slice(from).join('');
    return rest(i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2));
  }
  const [longer, shorter] = x.length > y.length ? [x, y] : [y, x];
  return longer.slice(i + 1).join('') === shorter.slice(i).join('');
}

/** The vocabulary's words that share a key with any query word: one statement, keys bound as one JSON array. */
export function vocabularyLookup(db: Db, words: string[]) {
  const keys = [...new Set(words.flatMap(deletionKeys))];
  return db
    .select({ key: sql<string>`key`, word: sql<string>`word` })
    .from(sql`search_vocab`)
    .where(sql`key IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`);
}

/** Per query word, the vocabulary's words one edit away that its prefix does not already match. */
export function corrections(words: string[], rows: { key: string; word: string }[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const word of words) {
    const typed = vocabularyForm(word);
    const keys = new Set(deletionKeys(word));
    const meant = [...new Set(rows.filter((row) => keys.has(row.key)).map((row) => row.word))]
      .filter((candidate) => !candidate.startsWith(typed) && oneEditApart(typed, candidate))
      .sort()
      .slice(0, MAX_CORRECTIONS);
    if (meant.length) found.set(word, meant);
  }
  return found;
}

/**
 * The MATCH expression with each correctable word widened to itself or what
 * it may mean: `vlvet harbor` -> `("vlvet"* OR "velvet") AND "harbor"*`.
 * Corrections are whole words, quoted like the query's (the vocabulary splits
 * names on quotes, so none holds one). Null when no word has a correction.
 */
export function correctedExpression(words: string[], meant: Map<string, string[]>): string | null {
  if (meant.size === 0) return null;
  return words
    .map((word) => {
      const exact = matchExpression([word])!;
      const options = meant.get(word);
      return options ? `(${[exact, ...options.map((option) => `"${option}"`)].join(' OR ')})` : exact;
    })
    .join(' AND ');
}
