import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types';
import { HttpError } from './errors';

/** JSON and form bodies; upload routes declare their own, larger limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A route that takes a file declares its own limit and the error an
 * oversized body gets (its domain owns both). The limit runs before routing,
 * so routes are told apart by path here.
 */
export type BodyLimitOverride = {
  path: RegExp;
  maxSize: number;
  tooLarge: () => HttpError;
  /**
   * The route streams its body (tus chunks, signed parts) and counts the bytes
   * itself: only a declared Content-Length is checked here, since Hono's
   * limiter would buffer a body without one in memory.
   */
  streamed?: boolean;
};

const declaredOnly = (maxSize: number, tooLarge: () => HttpError): MiddlewareHandler =>
  createMiddleware(async (c, next) => {
    if (Number(c.req.header('Content-Length') ?? 0) > maxSize) throw tooLarge();
    await next();
  });

const limiter = (maxSize: number, tooLarge: () => HttpError) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge();
    },
  });

export const limitBody = (overrides: BodyLimitOverride[] = [], maxSize = JSON_BODY_LIMIT_BYTES) => {
  const standard = limiter(maxSize, () => new HttpError(413));
  const routes = overrides.map((route) => ({
    path: route.path,
    limit: (route.streamed ? declaredOnly : limiter)(route.maxSize, route.tooLarge),
  }));
  return createMiddleware<AppEnv>(async (c, next) => {
    const limit = routes.find((route) => route.path.test(c.req.path))?.limit ?? standard;
    return limit(c, next);
  });
};
