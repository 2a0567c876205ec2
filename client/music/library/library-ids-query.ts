import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryIds } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';
import { useBootstrap } from '../../bootstrap/bootstrap-store';

export const EMPTY_LIBRARY_IDS: LibraryIds = { tracks: [], albums: [], artists: [], playlists: [], users: [], reposts: { track: [], album: [] } };

export const libraryIdsQuery = () =>
  queryOptions({ queryKey: ['library', 'ids'], queryFn: () => apiClient.get<LibraryIds>('me/library/ids'), staleTime: 5 * 60_000 });

/** What the signed-in user liked, follows and reposted; empty for guests (no request). */
export function useLibraryIds(): LibraryIds {
  const { user } = useBootstrap();
  const { data } = useQuery({ ...libraryIdsQuery(), enabled: !!user });
  return (user && data) || EMPTY_LIBRARY_IDS;
}
