import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { notFound } from '../http/errors';
import { hashPassword } from '../auth/password';

/** Every bench route answers only when the bench starts the worker with BENCH=1. */
const benchOnly = createMiddleware<AppEnv>(async (c, next) => {
  if ((c.env as Env & { BENCH?: string }).BENCH !== '1') throw notFound();
  await next();
});

/**
 * DESIGN section 7: a trivial JSON route through the same middleware, the
 * `ceiling` every bench budget is a ratio to; and one password hash with
 * nothing else, so the hash's share of a login is reported on its own.
 */
export const benchRoutes = new Hono<AppEnv>()
  .use('/__bench/*', benchOnly)
  .get('/__bench/ceiling', (c) => c.json({ ok: true }))
  .get('/__bench/password-hash', async (c) => {
    await hashPassword('bench-password');
    return c.json({ ok: true });
  });
