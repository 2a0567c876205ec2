import type { MiddlewareHandler } from 'hono';
import type { z, ZodType } from 'zod';

/**
 * One success answer of a route: its status and its body, JSON described by
 * a zod schema, another media type (audio, an image, CSV, HTML), or none.
 */
export type ResponseMeta = {
  status: number;
  description: string;
  /** A JSON body: the schema it satisfies. */
  schema?: ZodType;
  /** A body of another media type (a range such as `audio/*` where it varies). */
  mediaType?: string;
};

/**
 * What each route answers on success, keyed by a no-op middleware placed in
 * the route's chain: the OpenAPI document (worker/api-docs/) finds these in
 * `app.routes` beside `validate()`'s request schemas, and the e2e fuzz checks
 * real answers against them (docs/decisions/008-api-docs.md).
 */
const responseMeta = new WeakMap<object, ResponseMeta>();

export const responseMetaOf = (handler: unknown): ResponseMeta | undefined =>
  typeof handler === 'function' ? responseMeta.get(handler) : undefined;

function marker(meta: ResponseMeta): MiddlewareHandler {
  const middleware: MiddlewareHandler = (_c, next) => next();
  responseMeta.set(middleware, meta);
  return middleware;
}

const REASONS: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 206: 'Partial Content' };

/** A JSON answer: the handler's body satisfies `schema` (type it with `z.infer<typeof schema>`). */
export const responds = (schema: ZodType, status: 200 | 201 | 202 = 200, description = REASONS[status]) =>
  marker({ status, schema, description });

/** An answer without a body (204, or a 200/201 whose news is in its headers). */
export const respondsEmpty = (description: string, status: 200 | 201 | 204 = 204) => marker({ status, description });

/** A body that is not JSON: a file, audio, CSV, an HTML page. */
export const respondsWith = (mediaType: string, description: string, status: 200 | 206 = 200) => marker({ status, mediaType, description });

/** A protocol switch (101): the WebSocket a route hands its client to. */
export const upgrades = (description: string) => marker({ status: 101, description });

/** A redirect; `Location` says where. */
export const redirects = (description: string, status: 301 | 302 | 303 | 307 = 302) => marker({ status, description });

type Assignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Mutually assignable, with the same keys (an optional field left out of one is a difference too). */
type Same<A, B> = Assignable<A, B> extends true ? Assignable<keyof A, keyof B> : false;

/**
 * A schema written beside a TypeScript type it does not replace (the type's
 * file belongs to code the schema must not change): compiles only while the
 * schema's output and the type say the same, so neither drifts silently.
 * `describes<AuthUser>()(z.object({ ... }))`.
 */
export const describes =
  <T>() =>
  <S extends ZodType>(schema: S & (Same<z.infer<S>, T> extends true ? unknown : { 'the schema and the type differ': T })) =>
    schema as S;
