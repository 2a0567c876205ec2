import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlbumPagePayload } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';

export type AlbumDetail = AlbumPagePayload['album'];

/** GET albums/{id}: the album and its tracks by number (docs/api/music.md). */
export const fetchAlbum = (albumId: number) => apiClient.get<AlbumPagePayload>(`albums/${albumId}`);

export const albumQuery = (albumId: number) => queryOptions({ queryKey: ['albums', albumId, 'page'], queryFn: () => fetchAlbum(albumId) });

export const useAlbum = (albumId: number) => useQuery(albumQuery(albumId));
