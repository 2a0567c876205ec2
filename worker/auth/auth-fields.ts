import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TWO_FACTOR_CODE_LENGTH } from './auth-constants';

/** Laravel-style messages, the ones the SPA shows under each field (SPEC section 5). */
const required = (field: string) => `The ${field.replace(/_/g, ' ')} field is required.`;

/** A string the user must fill in, with its own "required" message for both missing and empty. */
export function requiredString(field: string, max = 255) {
  return z
    .string({ error: required(field) })
    .min(1, { error: required(field), abort: true })
    .max(max, `The ${field.replace(/_/g, ' ')} may not be greater than ${max} characters.`);
}

/** Emails are compared lower-cased: addresses differing only in case belong to one person. */
export const emailField = z
  .string({ error: required('email') })
  .trim()
  .toLowerCase()
  .min(1, { error: required('email'), abort: true })
  .max(254, 'The email may not be greater than 254 characters.')
  .pipe(z.email('The email must be a valid email address.'));

/** A new password: the bounds of auth-constants.ts. */
export const newPasswordField = requiredString('password', PASSWORD_MAX_LENGTH).min(
  PASSWORD_MIN_LENGTH,
  `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
);

/** A password being checked against the stored hash: only required and bounded. */
export const currentPasswordField = (field = 'password') => requiredString(field, PASSWORD_MAX_LENGTH);

type WithConfirmation = { password?: unknown; password_confirmation?: unknown };

/** password_confirmation must repeat password; reported on the confirmation field, with any other errors. */
export function confirmsPassword<T extends z.ZodType<WithConfirmation>>(schema: T) {
  return schema.refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
    when: ({ value }) => {
      const body = value as WithConfirmation | undefined;
      return typeof body?.password === 'string' && typeof body.password_confirmation === 'string';
    },
  });
}

/** SPEC sections 5 and 9: an authenticator code is exactly 6 digits. */
export const twoFactorCodeField = z
  .string({ error: required('code') })
  .regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), `The code must be ${TWO_FACTOR_CODE_LENGTH} digits.`);

export const WRONG_TWO_FACTOR_CODE = 'The provided two factor authentication code was invalid.';
