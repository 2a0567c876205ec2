import { z } from 'zod';
import { apiClient } from '../../http/api-client';
import type { BootstrapData } from '../../bootstrap/bootstrap-store';
import { emailField, requiredField } from '../auth-fields';

/** SPEC section 5: email and password are required; 'Stay signed in for a month' defaults on (section 9). */
export const loginSchema = z.object({
  email: emailField,
  password: requiredField('password'),
  remember: z.boolean(),
});

export type LoginValues = z.infer<typeof loginSchema>;

/** Every sign-in that finishes answers with the signed-in user's bootstrap data (docs/api/accounts.md). */
export type SignedIn = { status: 'success'; bootstrapData: BootstrapData };

/** SPEC section 4: with two-factor on, a correct password only opens the code step. */
export type LoginResponse = SignedIn | { two_factor: true };

export const login = (body: LoginValues & { recaptcha_token?: string }) => apiClient.post<LoginResponse>('auth/login', body);
