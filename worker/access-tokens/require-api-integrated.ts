import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { notFound } from '../http/errors';
import { getSettings } from '../settings/settings-service';

/**
 * With the `api.integrated` setting off the API's developer surface (tokens,
 * the OpenAPI document) does not exist: 404, like the panel the client hides.
 */
export const requireApiIntegrated = createMiddleware<AppEnv>(async (c, next) => {
  if ((await getSettings(c.env, c.get('db')))['api.integrated'] !== true) throw notFound();
  await next();
});
