import { z } from 'zod';
import { apiClient } from '../../http/api-client';
import { confirmsPassword, emailField, passwordFields } from '../auth-fields';

/** SPEC section 5: email, password and confirmation are required. */
export const resetPasswordSchema = confirmsPassword(z.object({ email: emailField, ...passwordFields }));

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const resetPassword = (body: ResetPasswordValues & { token: string }) =>
  apiClient.post<{ message: string }>('auth/reset-password', body);
