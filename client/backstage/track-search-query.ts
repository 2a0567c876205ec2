import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResults } from '../../worker/music/music-types';
import { apiClient } from '../http/api-client';

/** docs/api/music.md, GET search: tracks to add to an album (the server accepts only the user's own). */
export const fetchTrackMatches = (query: string) => apiClient.get<SearchResults>('search', { query, limit: 8 }).then((r) => r.tracks);

export const trackMatchesQuery = (query: string) =>
  queryOptions({ queryKey: ['backstage', 'track-search', query], queryFn: () => fetchTrackMatches(query), enabled: query.length > 0 });

export const useTrackMatches = (query: string) => useQuery(trackMatchesQuery(query));
