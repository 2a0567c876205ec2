import type { SearchTab } from '../../worker/music/music-types';

/** SPEC section 2: /search, /search/{searchQuery} and /search/{searchQuery}/{tabName}. */
export function searchPath(query: string, tab?: SearchTab | string): string {
  const trimmed = query.trim();
  if (!trimmed) return '/search';
  return `/search/${encodeURIComponent(trimmed)}${tab ? `/${tab}` : ''}`;
}
