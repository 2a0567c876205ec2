import { z } from 'zod';
import { apiClient } from '../../http/api-client';
import { emailField } from '../auth-fields';

/** SPEC section 5: the email is required. */
export const forgotPasswordSchema = z.object({ email: emailField });

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** The answer is the same whether or not the address has an account (docs/api/accounts.md). */
export const requestPasswordReset = (body: ForgotPasswordValues & { recaptcha_token?: string }) =>
  apiClient.post<{ message: string }>('auth/forgot-password', body);
