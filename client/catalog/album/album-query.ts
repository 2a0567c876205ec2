import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlbumPayload, GenrePayload, TagPayload, TrackPayload } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';

export type AlbumDetail = AlbumPayload & { description: string | null; genres: GenrePayload[]; tags: TagPayload[] };

/** GET albums/{id}: the album and its tracks by number (docs/api/music.md). */
export const fetchAlbum = (albumId: number) => apiClient.get<{ album: AlbumDetail; tracks: TrackPayload[] }>(`albums/${albumId}`);

export const albumQuery = (albumId: number) => queryOptions({ queryKey: ['albums', albumId, 'page'], queryFn: () => fetchAlbum(albumId) });

export const useAlbum = (albumId: number) => useQuery(albumQuery(albumId));
