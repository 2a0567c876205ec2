import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { playlistQuery } from './playlist-query';

export const deletePlaylist = (id: number) => apiClient.delete(`playlists/${id}`);

/** `leave` moves off the playlist's page before its cache entry goes, so the page never refetches a deleted playlist. */
export function useDeletePlaylist(id: number, leave: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePlaylist(id),
    onSuccess: async () => {
      await leave();
      queryClient.removeQueries({ queryKey: playlistQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['library'] });
    },
  });
}
