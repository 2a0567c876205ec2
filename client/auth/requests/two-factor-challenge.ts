import { z } from 'zod';
import { apiClient } from '../../http/api-client';
import { RECOVERY_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from '../auth-constants';
import type { SignedIn } from './login';

/** The field the server checks: the authenticator's code or one of the recovery codes. */
export type TwoFactorField = 'code' | 'recovery_code';

const required = (label: string) => z.string().trim().min(1, { error: `The ${label} field is required.`, abort: true });

/** The worker's rules and messages (worker/auth/login-routes.ts): an authenticator code is 6 digits. */
const RULES: Record<TwoFactorField, z.ZodType<string, string>> = {
  code: required('code').regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), `The code must be ${TWO_FACTOR_CODE_LENGTH} digits.`),
  recovery_code: required('recovery code').length(
    RECOVERY_CODE_LENGTH,
    `The recovery code must be ${RECOVERY_CODE_LENGTH} characters.`,
  ),
};

/**
 * SPEC section 5: the code is exactly 6 characters, a recovery code exactly
 * 21. The form holds both; only the one in use is checked and sent.
 */
export function twoFactorSchema(field: TwoFactorField) {
  const check = (name: TwoFactorField) => (name === field ? RULES[name] : z.string());
  return z.object({ code: check('code'), recovery_code: check('recovery_code') });
}

export type TwoFactorValues = z.infer<ReturnType<typeof twoFactorSchema>>;

export type TwoFactorBody = { code: string } | { recovery_code: string };

export const submitTwoFactorChallenge = (body: TwoFactorBody) => apiClient.post<SignedIn>('auth/two-factor-challenge', body);
