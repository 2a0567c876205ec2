import { queryOptions } from '@tanstack/react-query';
import type { SearchResults } from '../../worker/music/music-types';
import { apiClient } from '../http/api-client';

/** docs/api/music.md: up to `limit` results of every type. */
export const fetchSearchResults = (query: string, limit: number, signal?: AbortSignal) =>
  apiClient.get<SearchResults>('search', { query, limit }, { signal });

export const searchResultsQuery = (query: string, limit: number) =>
  queryOptions({
    queryKey: ['search', 'all', query, limit],
    queryFn: ({ signal }) => fetchSearchResults(query, limit, signal),
    enabled: query !== '',
  });

export const hasSearchResults = (results: SearchResults) =>
  [results.tracks, results.artists, results.albums, results.playlists, results.users, results.tags].some((list) => list.length > 0);
