import { z } from 'zod';

/** The worker's own messages (worker/auth/auth-fields.ts), so a field reads the same whichever side caught it. */
export const requiredMessage = (field: string) => `The ${field.replace(/_/g, ' ')} field is required.`;

export const requiredField = (field: string) => z.string().min(1, requiredMessage(field));

export const emailField = z
  .string()
  .trim()
  .min(1, { error: requiredMessage('email'), abort: true })
  .pipe(z.email('The email must be a valid email address.'));

/** Password bounds are the worker's to enforce (SPEC section 5 leaves them open); here only the repeat is checked. */
export const passwordFields = {
  password: requiredField('password'),
  password_confirmation: requiredField('password_confirmation'),
};

export function confirmsPassword<T extends z.ZodType<{ password: string; password_confirmation: string }>>(schema: T) {
  return schema.refine((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });
}
