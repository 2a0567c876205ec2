/** Typing pauses this long before the instant results or the search page URL follow it. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Results of each type in the top bar's dropdown. */
export const INSTANT_SEARCH_LIMIT = 3;

/** Results of each type on a search page's "All" tab (docs/api/music.md: `limit` up to 20). */
export const SEARCH_OVERVIEW_LIMIT = 6;

/** Tracks listed on the "All" tab, above the cards. */
export const SEARCH_OVERVIEW_TRACKS = 5;
