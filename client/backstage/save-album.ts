import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { AlbumResponse, BackstageAlbumInput } from './backstage-api-types';

export const publishAlbum = (input: BackstageAlbumInput) => apiClient.post<AlbumResponse>('backstage/albums', input);

export const updateAlbum = (id: number, input: Partial<BackstageAlbumInput>) => apiClient.put<AlbumResponse>(`backstage/albums/${id}`, input);

/** POST backstage/albums, or PUT backstage/albums/{id} when `albumId` is given. */
export function useSaveAlbum(albumId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BackstageAlbumInput) => (albumId ? updateAlbum(albumId, input) : publishAlbum(input)),
    onSuccess: ({ album }) => {
      void queryClient.invalidateQueries({ queryKey: ['albums', album.id] });
      void queryClient.invalidateQueries({ queryKey: ['backstage'] });
    },
  });
}
