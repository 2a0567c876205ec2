import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ValidationError } from './errors';

/**
 * zod validation for a request part; every failure becomes the 422 shape of
 * DESIGN section 3 through the one error handler.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw ValidationError.fromZod(result.error);
  });
}
