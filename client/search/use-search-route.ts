import { useLocation, useParams } from '@tanstack/react-router';

export type SearchRoute = { query: string; tab?: string };

/** Where the search pages are: the URL's query and tab, `query: ''` on /search, null off them. */
export function useSearchRoute(): SearchRoute | null {
  const onSearchIndex = useLocation({ select: (location) => location.pathname === '/search' });
  const { searchQuery, tabName } = useParams({ strict: false });
  if (searchQuery !== undefined) return { query: searchQuery, tab: tabName };
  return onSearchIndex ? { query: '' } : null;
}
