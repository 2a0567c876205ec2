import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PlaylistPayload } from '../../worker/music/music-types';
import { apiClient } from '../http/api-client';
import { playlistQuery } from './playlist-query';

export type PlaylistFields = { name: string; description: string; public: boolean; collaborative: boolean };

type PlaylistResponse = { playlist: PlaylistPayload };

export const createPlaylist = (fields: PlaylistFields) => apiClient.post<PlaylistResponse>('playlists', fields).then((r) => r.playlist);

/** The API takes any subset of the fields. */
export const updatePlaylist = (id: number, fields: Partial<PlaylistFields>) =>
  apiClient.put<PlaylistResponse>(`playlists/${id}`, fields).then((r) => r.playlist);

/** Puts the server's copy of a playlist into its page's cache; the library lists refetch. */
export function storePlaylist(queryClient: QueryClient, playlist: PlaylistPayload) {
  queryClient.setQueryData(playlistQuery(playlist.id).queryKey, (detail) => detail && { ...detail, playlist });
  void queryClient.invalidateQueries({ queryKey: ['library'] });
}

/** Creates a playlist, or saves the details of `existing`. */
export function useSavePlaylist(existing?: PlaylistPayload) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: PlaylistFields) => (existing ? updatePlaylist(existing.id, fields) : createPlaylist(fields)),
    onSuccess: (playlist) => storePlaylist(queryClient, playlist),
  });
}

export function useUpdatePlaylist(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Partial<PlaylistFields>) => updatePlaylist(id, fields),
    onSuccess: (playlist) => storePlaylist(queryClient, playlist),
  });
}
