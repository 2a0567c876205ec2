import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LyricsPayload } from '../../../worker/music/music-types';
import { ApiError, apiClient } from '../../http/api-client';

/** GET tracks/{id}/lyrics; a track without lyrics answers 404, which is null here rather than an error. */
export async function fetchTrackLyrics(trackId: number): Promise<LyricsPayload | null> {
  try {
    return (await apiClient.get<{ lyrics: LyricsPayload }>(`tracks/${trackId}/lyrics`)).lyrics;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const trackLyricsQuery = (trackId: number) =>
  queryOptions({ queryKey: ['tracks', trackId, 'page', 'lyrics'], queryFn: () => fetchTrackLyrics(trackId) });

export const useTrackLyrics = (trackId: number, enabled: boolean) => useQuery({ ...trackLyricsQuery(trackId), enabled });
