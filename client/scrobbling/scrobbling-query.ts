import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { resumeScrobbling } from './scrobble-tracker';

/** A connection as GET scrobbling/connections lists it (ConnectionPayload in worker/scrobbling/connection-store.ts). */
export type ScrobbleConnection = {
  id: number;
  service: 'listenbrainz' | 'lastfm';
  account_name: string;
  status: 'connected' | 'revoked' | 'error';
  status_message: string | null;
  status_at: string | null;
  last_scrobble_at: string | null;
  pending: number;
  created_at: string;
};
export type ScrobblingAnswer = { services: { listenbrainz: boolean; lastfm: boolean }; connections: ScrobbleConnection[] };

/** docs/api/scrobbling.md: the listener's connections with their status, and which services the site offers. */
export const scrobblingQuery = () =>
  queryOptions({
    queryKey: ['scrobbling', 'connections'],
    queryFn: () => apiClient.get<ScrobblingAnswer>('scrobbling/connections'),
  });

export const useScrobbling = () => useQuery(scrobblingQuery());

export function useConnectListenBrainz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiClient.post<{ connection: ScrobbleConnection }>('scrobbling/listenbrainz', { token }),
    onSuccess: () => {
      resumeScrobbling();
      return queryClient.invalidateQueries({ queryKey: scrobblingQuery().queryKey });
    },
  });
}

/** Last.fm's web authentication: the server signs the way back, then the browser leaves for Last.fm. */
export function useConnectLastFm() {
  return useMutation({
    mutationFn: () => apiClient.post<{ url: string }>('scrobbling/lastfm/start', {}),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<unknown>(`scrobbling/connections/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scrobblingQuery().queryKey }),
  });
}
