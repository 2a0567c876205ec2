import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { trans } from '../i18n/trans';
import { toast } from '../ui/toast/toast-store';
import { showErrorToast } from '../http/server-errors';
import { logout, LogoutRefusedError } from './logout';

/** Logs out, clears cached queries and navigates to /login; failures become a danger toast. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout();
      queryClient.clear();
      await navigate({ to: '/login' });
    } catch (error) {
      if (error instanceof LogoutRefusedError) toast.danger(trans(error.message));
      else showErrorToast(error);
    } finally {
      setPending(false);
    }
  }, [navigate, queryClient]);

  return { logout: run, isPending };
}
