import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { TrackDetailPayload } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';

/** GET tracks/{id} (docs/api/music.md), for the track embed. */
export const fetchEmbedTrack = (trackId: number) =>
  apiClient.get<{ track: TrackDetailPayload }>(`tracks/${trackId}`).then((r) => r.track);

// Keyed under 'embed' so it never shares a cache entry with the track page's own query of another shape.
export const embedTrackQuery = (trackId: number) =>
  queryOptions({ queryKey: ['embed', 'tracks', trackId], queryFn: () => fetchEmbedTrack(trackId) });

export const useEmbedTrack = (trackId: number) => useSuspenseQuery(embedTrackQuery(trackId)).data;
