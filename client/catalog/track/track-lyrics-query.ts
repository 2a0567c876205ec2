import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LyricsPayload } from '../../../worker/music/music-types';
import { ApiError, apiClient } from '../../http/api-client';

/** GET tracks/{id}/lyrics: null for a track without lyrics; a missing track (404) is null here too rather than an error. */
export async function fetchTrackLyrics(trackId: number): Promise<LyricsPayload | null> {
  try {
    return (await apiClient.get<{ lyrics: LyricsPayload | null }>(`tracks/${trackId}/lyrics`)).lyrics;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const trackLyricsQuery = (trackId: number) =>
  queryOptions({ queryKey: ['tracks', trackId, 'page', 'lyrics'], queryFn: () => fetchTrackLyrics(trackId) });

export const useTrackLyrics = (trackId: number, enabled: boolean) => useQuery({ ...trackLyricsQuery(trackId), enabled });
