import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlbumPayload, ArtistDetailPayload, ArtistPayload, TrackPayload } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';

/** GET artists/{id}: the artist page in one batch (docs/api/music.md). */
export type ArtistPageData = { artist: ArtistDetailPayload; top_tracks: TrackPayload[]; albums: AlbumPayload[]; similar: ArtistPayload[] };

export const fetchArtist = (artistId: number) => apiClient.get<ArtistPageData>(`artists/${artistId}`);

export const artistQuery = (artistId: number) => queryOptions({ queryKey: ['artists', artistId, 'page'], queryFn: () => fetchArtist(artistId) });

export const useArtist = (artistId: number) => useQuery(artistQuery(artistId));
