import { zValidator } from '@hono/zod-validator';
import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { HttpError, ValidationError } from './errors';
import { FORBIDDEN_KEY_MESSAGE, forbiddenKeyPath } from './json-keys';
import { controlCharacterPath, CONTROL_CHARACTER_MESSAGE } from './text-rules';

export type ValidationMeta = { target: keyof ValidationTargets; schema: ZodType };

/**
 * What each validator checks, keyed by the middleware function itself: the
 * OpenAPI document (worker/api-docs/) finds these in `app.routes`, so the
 * published schemas are the very ones that validate requests.
 */
const validationMeta = new WeakMap<object, ValidationMeta>();

export const validationMetaOf = (handler: unknown): ValidationMeta | undefined =>
  typeof handler === 'function' ? validationMeta.get(handler) : undefined;

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Whether a request carries a body at all (a declared length above 0, or a chunked one). */
const hasBody = (request: Request) => {
  const length = request.headers.get('Content-Length');
  return length !== null ? Number(length) > 0 : request.body !== null;
};

/**
 * A JSON route takes JSON: a body of another media type (or none named) is
 * 415, where Hono's validator would quietly validate `{}` in its place and a
 * route whose fields are all optional would answer 200 having changed
 * nothing. A request without a body is still validated as `{}`. A JSON body
 * with a `__proto__`, `constructor` or `prototype` key at any depth is 422
 * (json-keys.ts): zod would drop the key, and the route answer 200 to a body
 * that asked for nothing it does. A body that cannot be read or parsed is
 * left to the validator (400, or the body limit's 413), as before.
 */
const requireJsonBody = (within?: string): MiddlewareHandler => createMiddleware(async (c, next) => {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0].trim();
  if (!hasBody(c.req.raw)) return next();
  if (!JSON_MEDIA_TYPE.test(mediaType)) throw new HttpError(415);
  // Hono keeps the text, so the validator parses it without reading the body again.
  const text = await c.req.text().catch(() => null);
  let body: unknown;
  try {
    body = text === null ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  const path = forbiddenKeyPath(body);
  if (path !== null) throw ValidationError.field(fieldName(path, within), FORBIDDEN_KEY_MESSAGE);
  await next();
});

/** A field's dotted path in the request part, or, for a route that names fields `within` one member of it, its path there. */
const fieldName = (path: string, within?: string) => (within && path.startsWith(`${within}.`) ? path.slice(within.length + 1) : path);

const fieldsWithin = (error: ValidationError, within?: string) =>
  within ? new ValidationError(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [fieldName(field, within), messages]))) : error;

/**
 * zod validation for a request part; every failure becomes the 422 shape of
 * DESIGN section 3 through the one error handler. Every text the route
 * accepts also passes docs/api/http-contract.md's one rule for text fields:
 * no control characters but tab, line feed and carriage return. A route
 * whose fields are documented as paths inside one member of the body (POST
 * admin/appearance names them inside `changes`) passes it as `within`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema, { within }: { within?: string } = {}) {
  const validator = zValidator(target, schema, (result) => {
    if (!result.success) throw fieldsWithin(ValidationError.fromZod(result.error), within);
    const path = controlCharacterPath(result.data);
    if (path !== null) throw ValidationError.field(fieldName(path, within) || target, CONTROL_CHARACTER_MESSAGE);
  });
  const jsonBody = requireJsonBody(within);
  const middleware: typeof validator =
    target === 'json' ? (async (c, next) => jsonBody(c, () => validator(c, next) as Promise<void>)) as typeof validator : validator;
  validationMeta.set(middleware, { target, schema });
  return middleware;
}

/**
 * A body taken as JSON or as a multipart form (POST users/{id}/avatar: a
 * `file`, or a `url` either way). A JSON media type runs the first
 * validator, anything else the second; the other lets the request pass, so
 * the route reads whichever of `c.req.valid('json')` and
 * `c.req.valid('form')` is set. The OpenAPI document lists both bodies.
 */
export function validateJsonOrForm<Json extends ZodType, Form extends ZodType>(json: Json, form: Form) {
  const jsonValidator = validate('json', json);
  const formValidator = validate('form', form);
  const isJson = (request: Request) => JSON_MEDIA_TYPE.test((request.headers.get('Content-Type') ?? '').split(';')[0].trim());
  const onlyJson = (async (c, next) => (isJson(c.req.raw) ? jsonValidator(c, next) : next())) as typeof jsonValidator;
  const onlyForm = (async (c, next) => (isJson(c.req.raw) ? next() : formValidator(c, next))) as typeof formValidator;
  validationMeta.set(onlyJson, { target: 'json', schema: json });
  validationMeta.set(onlyForm, { target: 'form', schema: form });
  return [onlyJson, onlyForm] as const;
}
