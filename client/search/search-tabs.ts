import type { SearchTab } from '../../worker/music/music-types';

/**
 * The tabs of docs/api/music.md (`SEARCH_TABS` in worker/music/music-types.ts,
 * which the client may not import at runtime). Keyed by SearchTab, so a tab
 * added there fails to compile here until it gets a label.
 */
const SEARCH_TAB_LABELS: Record<SearchTab, string> = {
  tracks: 'Tracks',
  artists: 'Artists',
  albums: 'Albums',
  playlists: 'Playlists',
  users: 'Profiles',
  tags: 'Tags',
};

export const SEARCH_TABS = Object.keys(SEARCH_TAB_LABELS) as SearchTab[];

export const searchTabLabel = (tab: SearchTab): string => SEARCH_TAB_LABELS[tab];

export const isSearchTab = (value: string): value is SearchTab => value in SEARCH_TAB_LABELS;
