import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { BackstageAlbum } from './backstage-api-types';

export const fetchBackstageAlbum = (id: number) => apiClient.get<{ album: BackstageAlbum }>(`backstage/albums/${id}`).then((r) => r.album);

export const backstageAlbumQuery = (id: number) => queryOptions({ queryKey: ['backstage', 'albums', id], queryFn: () => fetchBackstageAlbum(id) });

export const useBackstageAlbum = (id: number) => useSuspenseQuery(backstageAlbumQuery(id)).data;
