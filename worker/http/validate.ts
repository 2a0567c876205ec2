import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ValidationError } from './errors';

export type ValidationMeta = { target: keyof ValidationTargets; schema: ZodType };

/**
 * What each validator checks, keyed by the middleware function itself: the
 * OpenAPI document (worker/api-docs/) finds these in `app.routes`, so the
 * published schemas are the very ones that validate requests.
 */
const validationMeta = new WeakMap<object, ValidationMeta>();

export const validationMetaOf = (handler: unknown): ValidationMeta | undefined =>
  typeof handler === 'function' ? validationMeta.get(handler) : undefined;

/**
 * zod validation for a request part; every failure becomes the 422 shape of
 * DESIGN section 3 through the one error handler.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw ValidationError.fromZod(result.error);
  });
  validationMeta.set(middleware, { target, schema });
  return middleware;
}
