import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { AlbumPayload, TrackPayload } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';

export type EmbedAlbum = { album: AlbumPayload; tracks: TrackPayload[] };

/** GET albums/{id} (docs/api/music.md): the album and its tracks by number, for the album embed. */
export const fetchEmbedAlbum = (albumId: number) => apiClient.get<EmbedAlbum>(`albums/${albumId}`);

export const embedAlbumQuery = (albumId: number) =>
  queryOptions({ queryKey: ['embed', 'albums', albumId], queryFn: () => fetchEmbedAlbum(albumId) });

export const useEmbedAlbum = (albumId: number) => useSuspenseQuery(embedAlbumQuery(albumId)).data;
