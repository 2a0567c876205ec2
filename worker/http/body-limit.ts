import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { HttpError, ValidationError } from './errors';
import { AVATAR_BODY_LIMIT_BYTES, AVATAR_MESSAGES } from '../users/avatar-constants';

/** JSON and form bodies; upload routes declare their own, larger limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Routes under /api that take a file in a multipart body. The one /api limit
 * runs before routing, so it has to know them; each answers an oversized body
 * with its own field error.
 */
const FILE_ROUTES = [
  {
    path: /^\/api\/v1\/users\/[^/]+\/avatar$/,
    maxSize: AVATAR_BODY_LIMIT_BYTES,
    tooLarge: () => ValidationError.field('file', AVATAR_MESSAGES.tooLarge),
  },
];

export const limitBody = (maxSize = JSON_BODY_LIMIT_BYTES) => {
  const standard = bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413);
    },
  });
  const fileRoutes = FILE_ROUTES.map((route) => ({
    path: route.path,
    limit: bodyLimit({
      maxSize: route.maxSize,
      onError: () => {
        throw route.tooLarge();
      },
    }),
  }));
  return createMiddleware<AppEnv>(async (c, next) => {
    const limit = fileRoutes.find((route) => route.path.test(c.req.path))?.limit ?? standard;
    return limit(c, next);
  });
};
