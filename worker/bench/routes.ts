import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { notFound } from '../http/errors';

/**
 * DESIGN section 7: a trivial JSON route through the same middleware, the
 * `ceiling` every bench budget is a ratio to. Answers only when the bench
 * starts the worker with BENCH=1.
 */
export const benchRoutes = new Hono<AppEnv>().get('/__bench/ceiling', (c) => {
  if ((c.env as Env & { BENCH?: string }).BENCH !== '1') throw notFound();
  return c.json({ ok: true });
});
