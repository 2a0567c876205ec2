import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrackDetailPayload } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';

/** GET tracks/{id} (docs/api/music.md). */
export const fetchTrack = (trackId: number) => apiClient.get<{ track: TrackDetailPayload }>(`tracks/${trackId}`).then((r) => r.track);

export const trackQuery = (trackId: number) => queryOptions({ queryKey: ['tracks', trackId, 'page'], queryFn: () => fetchTrack(trackId) });

export const useTrack = (trackId: number) => useQuery(trackQuery(trackId));
