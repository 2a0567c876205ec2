import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { ArtistPayload } from '../../worker/music/music-types';
import type { Paginated } from '../http/pagination';
import type { BackstageRequestPayload } from '../../worker/backstage-requests/request-types';
import type { RequestInput } from './request-form-schemas';
import { getBootstrap, hasBootstrap, setBootstrap } from '../bootstrap/bootstrap-store';
import { hasPermission } from '../auth/permissions';
import { fetchBootstrap } from '../social-auth/fetch-bootstrap';

/**
 * An approval gave the requester the artists role on the server; a tab
 * loaded before it still holds the old permissions, so backstage's guards
 * (music.create) would turn them away. Seeing one of their requests approved,
 * the tab reads its bootstrap data again, as the billing done pages do.
 */
async function takeApprovedAccess(requests: BackstageRequestPayload[]) {
  if (!hasBootstrap()) return;
  const data = getBootstrap();
  const approved = requests.some((request) => request.status === 'approved' && request.user.id === data.user?.id);
  if (!approved || hasPermission(data, 'music.create')) return;
  try {
    setBootstrap(await fetchBootstrap());
  } catch {
    // The next page load reads it anyway.
  }
}

export type ManagedArtist = { id: number; name: string; image: string | null; verified: boolean };

/** GET backstage-requests/me: the user's requests, newest first (docs/api/backstage-requests.md). */
export const myRequestsQuery = queryOptions({
  queryKey: ['backstage-requests', 'me'],
  queryFn: async ({ signal }) => {
    const { requests } = await apiClient.get<{ requests: BackstageRequestPayload[] }>('backstage-requests/me', undefined, { signal });
    await takeApprovedAccess(requests);
    return requests;
  },
});

/** GET backstage-requests/{id}: the requester's (or, for admins, anyone's) request. */
export const requestQuery = (id: number) =>
  queryOptions({
    queryKey: ['backstage-requests', id],
    queryFn: async ({ signal }) => {
      const { request } = await apiClient.get<{ request: BackstageRequestPayload }>(`backstage-requests/${id}`, undefined, { signal });
      await takeApprovedAccess([request]);
      return request;
    },
  });

export const useMyRequests = () => useQuery(myRequestsQuery);
export const useBackstageRequest = (id: number) => useQuery(requestQuery(id));

/** The verify form's choices (GET backstage-requests/managed-artists). */
export const useManagedArtists = () =>
  useQuery({
    queryKey: ['backstage-requests', 'managed-artists'],
    queryFn: () => apiClient.get<{ artists: ManagedArtist[] }>('backstage-requests/managed-artists').then((r) => r.artists),
  });

/** Artists by name for the claim form, through the search API (docs/api/music.md, GET search/artists). */
export const useArtistMatches = (query: string) =>
  useQuery({
    queryKey: ['backstage-requests', 'artist-search', query],
    queryFn: ({ signal }) => apiClient.get<Paginated<ArtistPayload>>('search/artists', { query, perPage: 8 }, { signal }).then((r) => r.pagination.data),
    enabled: query.trim().length > 1,
  });

/** POST backstage-requests; the user's list refetches and the new request is cached for its page. */
export function useSendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestInput) => apiClient.post<{ request: BackstageRequestPayload }>('backstage-requests', input).then((r) => r.request),
    onSuccess: async (request) => {
      queryClient.setQueryData(requestQuery(request.id).queryKey, request);
      await queryClient.invalidateQueries({ queryKey: myRequestsQuery.queryKey });
    },
  });
}
