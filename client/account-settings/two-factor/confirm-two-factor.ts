import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../http/api-client';
import { TWO_FACTOR_CODE_LENGTH } from '../account-constants';
import { patchAccountUser, type AccountUser } from '../account-user';

/** SPEC section 5: a two-factor code is exactly 6 characters. */
export const confirmTwoFactorSchema = z.object({
  code: z.string().trim().length(TWO_FACTOR_CODE_LENGTH, 'The code must be 6 characters.'),
});

export type ConfirmTwoFactorPayload = z.infer<typeof confirmTwoFactorSchema>;

export const confirmTwoFactor = (code: string) =>
  apiClient.post<{ user: AccountUser }>('auth/user/confirmed-two-factor-authentication', { code });

export const useConfirmTwoFactor = () =>
  useMutation({ mutationFn: confirmTwoFactor, onSuccess: (response) => patchAccountUser(response.user) });
