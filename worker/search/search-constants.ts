// Search (docs/api/music.md "Search and radio"; the design is docs/search.md).

/** `search?limit=`: results of each type in the all-types answer. */
export const SEARCH_LIMIT = { default: 8, max: 20 } as const;

/** Longest query accepted; more words than MAX_WORDS are dropped. */
export const MAX_QUERY_LENGTH = 100;
export const MAX_WORDS = 6;

/**
 * FTS5 candidates per type, read in the index's rowid order (most played
 * first for tracks, albums and artists: migrations/0029_search_ranking.sql)
 * before match quality and popularity rank them: it bounds the scoring, joins
 * and sorts of a common prefix ("lov") over 100,000 tracks to this many rows.
 * It is also how deep a tab pages: at most this many results per type.
 */
export const MAX_CANDIDATES = 200;

/**
 * Where a match its name does not carry ranks (lower is better): tracks and
 * albums also match through their artists' and album's names, and those come
 * after every match of the name itself, by popularity alone. A name's bm25 is
 * negative and small beside this.
 */
export const OTHER_COLUMN_RANK = 1000;

/** The popularity-ordered rowid of search_tracks, search_albums and search_artists: the row's id is rowid % 2^32. */
export const ROWID_ID_SPAN = 4294967296;

/**
 * Typo tolerance (docs/search.md): query words of this many letters or more
 * are looked up in the vocabulary of artist and album names (search_vocab keeps
 * words of 3 to 24 letters), and each gets at most MAX_CORRECTIONS words one
 * edit away.
 */
export const SPELLING_WORD_LENGTH = { min: 3, max: 24 } as const;
export const MAX_CORRECTIONS = 4;

/**
 * Score = bm25 of the name - ln(1 + popularity) * POPULARITY_WEIGHT (lower is better). At
 * 0.5 ten times the plays is worth about 1.15 of bm25: a shorter, closer name
 * (about 2 to 4 bm25 ahead over a large catalog) beats a partial match unless
 * that one is played hundreds of times more.
 */
export const POPULARITY_WEIGHT = 0.5;

/**
 * Stored answers of hot prefixes (prefix-answers.ts): one-word prefixes of
 * this many characters (a one-letter word matches whole words only), each
 * type's first STORED_RESULTS ids (the largest page, and a few more for rows
 * deleted or hidden before the next build), built this many prefixes a D1
 * batch.
 */
export const PREFIX_KEY_LENGTH = { min: 2, max: 24 } as const;
export const STORED_RESULTS = SEARCH_LIMIT.max + 5;
export const PREFIX_ANSWERS_PER_BATCH = 20;

/** Whole answers are cached (they are public, derived data) for this long. */
export const SEARCH_CACHE_SECONDS = 60;

/**
 * Whole answers of hot prefixes at the edge (whole-answers.ts, decision 037):
 * an isolate reads the log of rows changed since the answers were built at
 * most every ANSWER_CHANGES_POLL_MS, keeps what it read for
 * ANSWER_CHANGES_RETAIN_MS (longer than a build and KV's propagation), and
 * reads at most MAX_POLLED_CHANGES at a time: more than that and the answers
 * wait until it has caught up. D1 keeps the log ANSWER_CHANGES_KEEP_MS.
 * Answers are not used once the last build is older than
 * ANSWERS_STALE_AFTER_MS (the minute's cron has stopped), and an answer
 * whose only change is its counts is written again at most every
 * ANSWER_COUNTS_REFRESH_MS (a KV write each time).
 */
export const ANSWER_CHANGES_POLL_MS = 10_000;
export const ANSWER_CHANGES_RETAIN_MS = 10 * 60_000;
export const ANSWER_CHANGES_KEEP_MS = 60 * 60_000;
export const MAX_POLLED_CHANGES = 5_000;
export const ANSWERS_STALE_AFTER_MS = 5 * 60_000;
export const ANSWER_COUNTS_REFRESH_MS = 15 * 60_000;
