import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { OwnAlbum } from '../../worker/backstage/backstage-types';

/** GET backstage/albums: the user's own albums, by name (docs/api/uploads.md). */
export const useOwnAlbums = () =>
  useQuery({
    queryKey: ['backstage', 'albums', 'own'],
    queryFn: () => apiClient.get<{ albums: OwnAlbum[] }>('backstage/albums').then((r) => r.albums),
  });
