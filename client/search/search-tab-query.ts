import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SearchResults, SearchTab } from '../../worker/music/music-types';
import { apiClient } from '../http/api-client';
import { nextPageParam, type Paginated } from '../http/pagination';

export type SearchTabItem<T extends SearchTab> = SearchResults[T][number];

/** docs/api/music.md: GET search/{tab}, one page at a time. */
export const fetchSearchTab = <T extends SearchTab>(tab: T, query: string, page: number, signal?: AbortSignal) =>
  apiClient.get<Paginated<SearchTabItem<T>>>(`search/${tab}`, { query, page }, { signal });

export const searchTabQuery = <T extends SearchTab>(tab: T, query: string) =>
  infiniteQueryOptions({
    queryKey: ['search', tab, query],
    queryFn: ({ pageParam, signal }) => fetchSearchTab(tab, query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** The loaded results of one tab, flattened; the previous query's stay up while the next one loads. */
export function useSearchTab<T extends SearchTab>(tab: T, query: string) {
  const result = useInfiniteQuery({ ...searchTabQuery(tab, query), placeholderData: keepPreviousData });
  const items: SearchTabItem<T>[] = result.data?.pages.flatMap((page) => page.pagination.data) ?? [];
  return { ...result, items };
}
