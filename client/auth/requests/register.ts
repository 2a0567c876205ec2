import { z } from 'zod';
import { apiClient } from '../../http/api-client';
import type { BootstrapData } from '../../bootstrap/bootstrap-store';
import { confirmsPassword, emailField, passwordFields } from '../auth-fields';

type Policy = BootstrapData['registration']['policies'][number];

/** SPEC section 5: email, password and its confirmation are required, and every policy must be accepted. */
export function registerSchema(policies: Policy[]) {
  // The worker's message for an unaccepted policy (errors['policies.<id>']).
  const accepted = (policy: Policy) => z.boolean().refine(Boolean, `You must accept the ${policy.name}.`);
  return confirmsPassword(
    z.object({
      email: emailField,
      ...passwordFields,
      policies: z.object(Object.fromEntries(policies.map((policy) => [policy.id, accepted(policy)]))),
    }),
  );
}

export type RegisterValues = z.infer<ReturnType<typeof registerSchema>>;

export type RegisterBody = Omit<RegisterValues, 'policies'> & {
  policies: Record<string, true>;
  invite_id?: string;
  invite_type?: string;
  recaptcha_token?: string;
};

/** SPEC section 4: needs_email_verification sends the new user to /, where the verify screen waits. */
export type RegisterResponse = { status: 'success' | 'needs_email_verification'; bootstrapData: BootstrapData };

export const register = (body: RegisterBody) => apiClient.post<RegisterResponse>('auth/register', body);
