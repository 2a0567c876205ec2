import { MAX_WORDS } from './search-constants';

/**
 * The words of a query: runs of letters, digits and combining marks, in NFC.
 * Everything else, FTS5 syntax included (`"`, `*`, `(`, `:`, `^`, `-`), only
 * separates words, so no input can change the shape of the MATCH expression.
 */
export function queryWords(query: string): string[] {
  return (query.normalize('NFC').match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * An FTS5 MATCH expression: the words AND-ed, each quoted (inside quotes a
 * word is a string, never an operator such as AND, OR or NEAR) and matched
 * by prefix, so `que` finds "Queen" and `queen gre` finds "Queen's Greatest";
 * the unicode61 tokenizer folds the words' case and diacritics like the
 * indexed names'. A one-character word matches whole words only: the FTS
 * tables keep prefix indexes for 2 and 3 characters (prefix='2 3'), and a
 * one-letter prefix would merge the postings of every term that starts with
 * that letter. Null when the query has no word at all.
 */
export function matchExpression(words: string[]): string | null {
  return words.length ? words.map((word) => (word.length > 1 ? `"${word}"*` : `"${word}"`)).join(' AND ') : null;
}
