import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import { useConfirmedAction } from '../../password-confirmation/use-confirmed-action';
import { patchAccountUser } from '../account-user';
import type { RecoveryCodesResponse } from './recovery-codes-response';

export const regenerateRecoveryCodes = () => apiClient.post<RecoveryCodesResponse>('auth/user/two-factor-recovery-codes');

/** Resolves undefined when the password confirmation was dismissed. */
export function useRegenerateRecoveryCodes() {
  const { run } = useConfirmedAction();
  return useMutation({
    mutationFn: () => run(regenerateRecoveryCodes),
    onSuccess: (response) => response && patchAccountUser(response.user),
  });
}
