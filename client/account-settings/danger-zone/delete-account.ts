import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { setBootstrap, type BootstrapData } from '../../bootstrap/bootstrap-store';
import { apiClient } from '../../http/api-client';
import { showErrorToast } from '../../http/server-errors';
import { trans } from '../../i18n/trans';
import { useConfirmedAction } from '../../password-confirmation/use-confirmed-action';
import { toast } from '../../ui/toast/toast-store';

/** docs/api/accounts.md: a sensitive action; the server clears the session cookie. */
export const deleteAccount = (userId: number) =>
  apiClient.delete<{ message: string }>(`users/${userId}`, undefined, { params: { deleteCurrentUser: true } });

export const fetchGuestBootstrap = () =>
  apiClient.get<{ bootstrapData: BootstrapData }>('bootstrap-data').then((response) => response.bootstrapData);

/**
 * Deletes the account (after the password confirmation), then does what
 * logout does: guest bootstrap data, an empty query cache, /login. The
 * follow-up lives here rather than in the button's callbacks because the page
 * unmounts the moment the user is gone.
 */
export function useDeleteAccount(userId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { run } = useConfirmedAction();
  return useMutation({
    mutationFn: async () => ((await run(() => deleteAccount(userId))) ? fetchGuestBootstrap() : null),
    onSuccess: (guestData) => {
      if (!guestData) return; // the password confirmation was dismissed
      setBootstrap(guestData);
      queryClient.removeQueries();
      toast(trans('Account deleted'));
      void navigate({ to: '/login' });
    },
    onError: showErrorToast,
  });
}
