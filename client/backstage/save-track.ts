import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { BackstageTrackInput, TrackResponse } from './backstage-api-types';

export const publishTrack = (input: BackstageTrackInput) => apiClient.post<TrackResponse>('backstage/tracks', input).then((r) => r.track);

export const updateTrack = (id: number, input: Partial<BackstageTrackInput>) =>
  apiClient.put<TrackResponse>(`backstage/tracks/${id}`, input).then((r) => r.track);

/** POST backstage/tracks, or PUT backstage/tracks/{id} when `trackId` is given; the track's cached pages refetch. */
export function useSaveTrack(trackId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BackstageTrackInput) => (trackId ? updateTrack(trackId, input) : publishTrack(input)),
    onSuccess: (track) => {
      void queryClient.invalidateQueries({ queryKey: ['tracks', track.id] });
      void queryClient.invalidateQueries({ queryKey: ['backstage'] });
    },
  });
}
