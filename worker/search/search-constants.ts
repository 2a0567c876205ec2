// Search (docs/api/music.md "Search and radio"; the design is docs/search.md).

/** `search?limit=`: results of each type in the all-types answer. */
export const SEARCH_LIMIT = { default: 8, max: 20 } as const;

/** Longest query accepted; more words than MAX_WORDS are dropped. */
export const MAX_QUERY_LENGTH = 100;
export const MAX_WORDS = 6;

/**
 * FTS5 candidates per type, best bm25 first, before popularity re-ranks them:
 * it bounds the joins and sorts of a common prefix ("a") over 100,000 tracks.
 * It is also how deep a tab pages: at most this many results per type.
 */
export const MAX_CANDIDATES = 200;

/**
 * Score = bm25 - ln(1 + popularity) * POPULARITY_WEIGHT (lower is better). At
 * 0.5 ten times the plays is worth about 1.15 of bm25: a shorter, closer name
 * (about 2 to 4 bm25 ahead over a large catalog) beats a partial match unless
 * that one is played hundreds of times more.
 */
export const POPULARITY_WEIGHT = 0.5;

/** Whole answers are cached (they are public, derived data) for this long. */
export const SEARCH_CACHE_SECONDS = 60;
