import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import { useConfirmedAction } from '../../password-confirmation/use-confirmed-action';
import { patchAccountUser, type AccountUser } from '../account-user';

export const disableTwoFactor = () => apiClient.delete<{ user: AccountUser }>('auth/user/two-factor-authentication');

/** Resolves undefined when the password confirmation was dismissed. */
export function useDisableTwoFactor() {
  const { run } = useConfirmedAction();
  return useMutation({
    mutationFn: () => run(disableTwoFactor),
    onSuccess: (response) => response && patchAccountUser(response.user),
  });
}
