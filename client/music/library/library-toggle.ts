import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { LibraryIds } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { showErrorToast } from '../../http/server-errors';
import { EMPTY_LIBRARY_IDS, libraryIdsQuery } from './library-ids-query';

/** The three toggles of docs/api/music.md and the LibraryIds list each one flips. */
export type ToggleKind =
  | { action: 'likes'; type: 'track' | 'album' }
  | { action: 'follows'; type: 'user' | 'artist' | 'playlist' }
  | { action: 'reposts'; type: 'track' | 'album' };

const LIST: Record<string, keyof Omit<LibraryIds, 'reposts'>> = { track: 'tracks', album: 'albums', artist: 'artists', playlist: 'playlists', user: 'users' };

export function isInLibrary(ids: LibraryIds, kind: ToggleKind, id: number): boolean {
  if (kind.action === 'reposts') return ids.reposts[kind.type].includes(id);
  return ids[LIST[kind.type]].includes(id);
}

function flipped(ids: LibraryIds, kind: ToggleKind, id: number, on: boolean): LibraryIds {
  const edit = (list: number[]) => (on ? [...new Set([id, ...list])] : list.filter((x) => x !== id));
  if (kind.action === 'reposts') return { ...ids, reposts: { ...ids.reposts, [kind.type]: edit(ids.reposts[kind.type]) } };
  const key = LIST[kind.type];
  return { ...ids, [key]: edit(ids[key]) };
}

/**
 * Like, follow or repost with an optimistic flip of the library ids; guests are
 * sent to log in. Lists that show the item (library pages, counts) refetch.
 */
export function useLibraryToggle(kind: ToggleKind) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useBootstrap();
  const mutation = useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      on ? apiClient.put(`${kind.action}/${kind.type}/${id}`) : apiClient.delete(`${kind.action}/${kind.type}/${id}`),
    onMutate: async ({ id, on }) => {
      const key = libraryIdsQuery().queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, flipped(previous ?? EMPTY_LIBRARY_IDS, kind, id, on));
      return { previous };
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(libraryIdsQuery().queryKey, context?.previous);
      showErrorToast(error);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['library'] });
    },
  });
  return {
    toggle(id: number, on: boolean) {
      if (!user) return void navigate({ to: '/login' });
      mutation.mutate({ id, on });
    },
    isPending: mutation.isPending,
  };
}
