import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../http/api-client';

/** SPEC section 5 style: the password is required (the server checks it). */
export const confirmPasswordSchema = z.object({
  password: z.string().min(1, 'The password field is required.'),
});

export type ConfirmPasswordPayload = z.infer<typeof confirmPasswordSchema>;

/** A wrong password answers 422 with errors.password (docs/api/accounts.md). */
export const confirmPassword = (password: string) =>
  apiClient.post<{ confirmed: true }>('auth/user/confirm-password', { password });

export const useConfirmPassword = () => useMutation({ mutationFn: confirmPassword });
