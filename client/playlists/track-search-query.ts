import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackPayload } from '../../worker/music/music-types';
import { apiClient } from '../http/api-client';
import type { Paginated } from '../http/pagination';

/** docs/api/music.md: GET search/tracks, first page only (the playlist page's "add tracks" box). */
export const trackSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['playlists', 'track-search', query],
    queryFn: ({ signal }) => apiClient.get<Paginated<TrackPayload>>('search/tracks', { query }, { signal }).then((r) => r.pagination.data),
    enabled: query !== '',
  });

export const useTrackSearch = (query: string) => useQuery({ ...trackSearchQuery(query), placeholderData: keepPreviousData });
