import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LyricsPayload } from '../../../worker/music/music-types';
import { ApiError, apiClient } from '../../http/api-client';

/** GET tracks/{id}/lyrics (docs/api/music.md): null for a track without lyrics; a missing track (404) is null here too, not an error. */
export async function fetchLyrics(trackId: number): Promise<LyricsPayload | null> {
  try {
    const { lyrics } = await apiClient.get<{ lyrics: LyricsPayload | null }>(`tracks/${trackId}/lyrics`);
    return lyrics;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const lyricsQueryOptions = (trackId: number) =>
  queryOptions({ queryKey: ['tracks', trackId, 'lyrics'], queryFn: () => fetchLyrics(trackId) });

export const useLyrics = (trackId: number | undefined) =>
  useQuery({ ...lyricsQueryOptions(trackId ?? 0), enabled: trackId !== undefined });
