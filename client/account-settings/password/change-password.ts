import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../http/api-client';
import { patchAccountUser, type AccountUser } from '../account-user';
import { userSessionsQuery } from '../sessions/user-sessions-query';

/** SPEC section 5: all three fields are required; the server checks the rest. */
export const changePasswordSchema = z.object({
  current_password: z.string().min(1, 'The current password field is required.'),
  password: z.string().min(1, 'The password field is required.'),
  password_confirmation: z.string().min(1, 'The password confirmation field is required.'),
});

export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

export const changePassword = (payload: ChangePasswordPayload) =>
  apiClient.put<{ user: AccountUser }>('auth/user/password', payload);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (response) => {
      patchAccountUser(response.user);
      // The server ends the other sessions on a password change.
      void queryClient.invalidateQueries({ queryKey: userSessionsQuery().queryKey });
    },
  });
}
