import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';

export type Overview = { users: number; tracks: number; plays: number; albums: number; artists: number; playlists: number; files: number; file_bytes: number };

export const overviewQuery = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: () => apiClient.get<{ overview: Overview }>('admin/overview').then((r) => r.overview),
});

export const useOverview = () => useQuery(overviewQuery);
