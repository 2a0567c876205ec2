import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaylistPayload, TrackPayload } from '../../worker/music/music-types';
import { apiClient } from '../http/api-client';
import { showErrorToast } from '../http/server-errors';
import { playlistQuery, type PlaylistDetail } from './playlist-query';
import { storePlaylist } from './save-playlist';

type PlaylistResponse = { playlist: PlaylistPayload };

/**
 * Edits of one playlist's tracks run one after another, in the order the
 * user made them: two quick adds, or an add then a move, reach the server in
 * that order, so its track order is the one the user saw.
 */
const playlistScope = (id: number) => ({ id: `playlist-tracks-${id}` });

/** docs/api/music.md: appended at the end, duplicates skipped. */
export function useAddTracks(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: playlistScope(id),
    mutationFn: (tracks: TrackPayload[]) => apiClient.post<PlaylistResponse>(`playlists/${id}/tracks`, { ids: tracks.map((t) => t.id) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['library'] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistQuery(id).queryKey }),
    onError: showErrorToast,
  });
}

/**
 * Changes the track list at once, puts it back if the server refuses, and
 * refetches either way (removals and moves by others included).
 */
function useOptimisticTracks<V>(id: number, send: (vars: V) => Promise<PlaylistResponse>, apply: (tracks: TrackPayload[], vars: V) => TrackPayload[]) {
  const queryClient = useQueryClient();
  const key = playlistQuery(id).queryKey;
  return useMutation({
    scope: playlistScope(id),
    mutationFn: send,
    onMutate: async (vars) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (detail?: PlaylistDetail) => detail && { ...detail, tracks: apply(detail.tracks, vars) });
      return { previous };
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(key, context?.previous);
      showErrorToast(error);
    },
    onSuccess: ({ playlist }) => storePlaylist(queryClient, playlist),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useRemoveTracks = (id: number) =>
  useOptimisticTracks(
    id,
    (ids: number[]) => apiClient.delete<PlaylistResponse>(`playlists/${id}/tracks`, { ids }),
    (tracks, ids) => tracks.filter((track) => !ids.includes(track.id)),
  );

/** PUT playlists/{id}/tracks/order takes every track id of the playlist, in the new order. */
export const useReorderTracks = (id: number) =>
  useOptimisticTracks(
    id,
    (ids: number[]) => apiClient.put<PlaylistResponse>(`playlists/${id}/tracks/order`, { ids }),
    (tracks, ids) => {
      const byId = new Map(tracks.map((track) => [track.id, track]));
      return ids.map((trackId) => byId.get(trackId)).filter((track): track is TrackPayload => !!track);
    },
  );
