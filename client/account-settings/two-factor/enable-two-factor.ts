import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import { useConfirmedAction } from '../../password-confirmation/use-confirmed-action';
import { patchAccountUser } from '../account-user';
import { twoFactorQrCodeQuery } from './two-factor-qr-code';
import type { RecoveryCodesResponse } from './recovery-codes-response';

export const enableTwoFactor = () => apiClient.post<RecoveryCodesResponse>('auth/user/two-factor-authentication');

/** Resolves undefined when the password confirmation was dismissed. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  const { run } = useConfirmedAction();
  return useMutation({
    mutationFn: () => run(enableTwoFactor),
    onSuccess: (response) => {
      if (!response) return;
      // A new secret: any QR code fetched before is stale.
      queryClient.removeQueries({ queryKey: twoFactorQrCodeQuery().queryKey });
      patchAccountUser(response.user);
    },
  });
}
