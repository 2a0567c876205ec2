import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { HttpError } from './errors';

/** JSON and form bodies; upload routes declare their own, larger limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A route that takes a file declares its own limit and the error an
 * oversized body gets (its domain owns both). The limit runs before routing,
 * so routes are told apart by path here.
 */
export type BodyLimitOverride = { path: RegExp; maxSize: number; tooLarge: () => HttpError };

const limiter = (maxSize: number, tooLarge: () => HttpError) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });

export const limitBody = (overrides: BodyLimitOverride[] = [], maxSize = JSON_BODY_LIMIT_BYTES) => {
  const standard = limiter(maxSize, () => new HttpError(413));
  const routes = overrides.map((route) => ({ path: route.path, limit: limiter(route.maxSize, route.tooLarge) }));
  return createMiddleware<AppEnv>(async (c, next) => {
    const limit = routes.find((route) => route.path.test(c.req.path))?.limit ?? standard;
    return limit(c, next);
  });
};
