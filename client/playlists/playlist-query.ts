import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PlaylistPayload, TrackPayload } from '../../worker/music/music-types';
import { apiClient } from '../http/api-client';
import type { Paginated } from '../http/pagination';
import { PLAYLIST_TRACKS_PAGE_SIZE } from './playlist-constants';

export type PlaylistDetail = { playlist: PlaylistPayload; tracks: TrackPayload[] };

/**
 * docs/api/music.md: GET playlists/{id} holds the first 100 tracks; the rest
 * come from the paginated list, so that playing and reordering see them all.
 */
export async function fetchPlaylist(id: number, signal?: AbortSignal): Promise<PlaylistDetail> {
  const detail = await apiClient.get<PlaylistDetail>(`playlists/${id}`, undefined, { signal });
  // A smart playlist may match much of the catalog: its page shows the first 100 (the answer's), not every page.
  if (detail.playlist.rules || detail.tracks.length >= detail.playlist.tracks_count) return detail;
  const size = PLAYLIST_TRACKS_PAGE_SIZE;
  const firstPage = Math.floor(detail.tracks.length / size) + 1;
  const lastPage = Math.ceil(detail.playlist.tracks_count / size);
  const pages = await Promise.all(
    Array.from({ length: lastPage - firstPage + 1 }, (_, i) =>
      apiClient.get<Paginated<TrackPayload>>(`playlists/${id}/tracks`, { page: firstPage + i, perPage: size }, { signal }),
    ),
  );
  return { ...detail, tracks: [...detail.tracks.slice(0, (firstPage - 1) * size), ...pages.flatMap((page) => page.pagination.data)] };
}

/** Keyed ['playlists', id], which adding tracks from any menu invalidates. */
export const playlistQuery = (id: number) => queryOptions({ queryKey: ['playlists', id], queryFn: ({ signal }) => fetchPlaylist(id, signal) });

export const usePlaylist = (id: number) => useSuspenseQuery(playlistQuery(id)).data;
