import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import type { AdminArtist } from './catalog-rows';
import { adminArtistQuery } from './artist-query-options';
import type { toArtistInput } from './artist-form-schema';

/** GET admin/artists/{id}: the artist as its form edits it (admin.access, or one of its managers). */
export const useAdminArtist = (id: number) => useQuery({ ...adminArtistQuery(id), enabled: id > 0 });

/** POST artists, or PUT artists/{id} when `artistId` is given; the list and the artist's page refetch. */
export function useSaveArtist(artistId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnType<typeof toArtistInput>) =>
      (artistId ? apiClient.put<{ artist: AdminArtist }>(`artists/${artistId}`, input) : apiClient.post<{ artist: AdminArtist }>('artists', input)).then((r) => r.artist),
    onSuccess: async (artist) => {
      queryClient.setQueryData(adminArtistQuery(artist.id).queryKey, artist);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'artists'] });
      await queryClient.invalidateQueries({ queryKey: ['artists', artist.id] });
    },
  });
}
