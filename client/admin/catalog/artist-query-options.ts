import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import type { AdminArtist } from './catalog-rows';

/** GET admin/artists/{id} for the edit form, apart from the save mutation: the edit route's loader loads with the entry chunk. */
export const adminArtistQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'artists', id],
    queryFn: ({ signal }) => apiClient.get<{ artist: AdminArtist }>(`admin/artists/${id}`, undefined, { signal }).then((r) => r.artist),
  });
