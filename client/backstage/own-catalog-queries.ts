import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { ManagedArtist, OwnTrack } from '../../worker/backstage/backstage-types';

/** GET backstage/artists: the artists the user owns or manages (docs/api/uploads.md). */
export const managedArtistsQuery = {
  queryKey: ['backstage', 'artists', 'managed'],
  queryFn: () => apiClient.get<{ artists: ManagedArtist[] }>('backstage/artists').then((r) => r.artists),
};
export const useManagedArtists = (enabled = true) => useQuery({ ...managedArtistsQuery, enabled });

/** GET backstage/tracks: the user's own tracks, by name. */
export const useOwnTracks = () =>
  useQuery({
    queryKey: ['backstage', 'tracks', 'own'],
    queryFn: () => apiClient.get<{ tracks: OwnTrack[] }>('backstage/tracks').then((r) => r.tracks),
  });
