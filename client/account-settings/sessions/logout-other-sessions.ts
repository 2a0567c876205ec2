import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import { useConfirmedAction } from '../../password-confirmation/use-confirmed-action';
import { userSessionsQuery } from './user-sessions-query';

export const logoutOtherSessions = (password: string) =>
  apiClient.post<{ message: string }>('user-sessions/logout-other', { password });

/**
 * A sensitive action (SPEC section 6) whose form already asks for the
 * password: that same password confirms it, so the user types it once.
 */
export function useLogoutOtherSessions() {
  const queryClient = useQueryClient();
  const { run } = useConfirmedAction();
  return useMutation({
    mutationFn: (password: string) => run(() => logoutOtherSessions(password), { password }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userSessionsQuery().queryKey }),
  });
}
