import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { LibraryIds } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { showErrorToast } from '../../http/server-errors';
import { EMPTY_LIBRARY_IDS, libraryIdsQuery } from './library-ids-query';
import { rememberPendingAction, takePendingAction } from '../../auth/pending-action';
import { openDialog } from '../../ui/dialog/dialog-store';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import { trans } from '../../i18n/trans';

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

/** A guest is told why before the login page, and the action waits for their return (issue 26). */
async function askGuestToLogIn(): Promise<boolean> {
  const confirmed = await openDialog<boolean>(ConfirmDialog, {
    title: trans('Log in to keep this'),
    body: trans('Likes, follows and reposts are kept in your account. Log in, and we will finish this for you when you are back.'),
    confirmLabel: trans('Log in'),
  });
  return confirmed === true;
}

/**
 * Like, follow or repost with an optimistic flip of the library ids; a guest
 * is asked to log in first, and the action runs once they are back on the
 * page. Lists that show the item (library pages, counts) refetch.
 */
export function useLibraryToggle(kind: ToggleKind) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
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
  const { mutate } = mutation;
  // Back from logging in: the first button of this kind on the page finishes what the guest tried.
  useEffect(() => {
    if (!user) return;
    const pending = takePendingAction(kind.action, kind.type, router.state.location.href);
    if (pending) mutate({ id: pending.id, on: pending.on });
  }, [user, kind.action, kind.type, router, mutate]);

  return {
    toggle(id: number, on: boolean) {
      if (user) return mutation.mutate({ id, on });
      void askGuestToLogIn().then((confirmed) => {
        if (!confirmed) return;
        rememberPendingAction({ action: kind.action, type: kind.type, id, on, returnTo: router.state.location.href });
        void navigate({ to: '/login' });
      });
    },
    isPending: mutation.isPending,
  };
}
