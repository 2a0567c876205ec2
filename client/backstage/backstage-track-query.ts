import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { BackstageTrack } from './backstage-api-types';

export const fetchBackstageTrack = (id: number) => apiClient.get<{ track: BackstageTrack }>(`backstage/tracks/${id}`).then((r) => r.track);

export const backstageTrackQuery = (id: number) => queryOptions({ queryKey: ['backstage', 'tracks', id], queryFn: () => fetchBackstageTrack(id) });

export const useBackstageTrack = (id: number) => useSuspenseQuery(backstageTrackQuery(id)).data;
