import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LyricsPayload } from '../../../worker/music/music-types';
import { ApiError, apiClient } from '../../http/api-client';

/** GET tracks/{id}/lyrics (docs/api/music.md); a track without lyrics answers 404, which is null here, not an error. */
export async function fetchLyrics(trackId: number): Promise<LyricsPayload | null> {
  try {
    const { lyrics } = await apiClient.get<{ lyrics: LyricsPayload }>(`tracks/${trackId}/lyrics`);
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
