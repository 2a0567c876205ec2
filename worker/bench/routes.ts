import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { notFound } from '../http/errors';
import { hashPassword } from '../auth/password';
import { HttpError } from '../http/errors';
import type { BodyLimitOverride } from '../http/body-limit';
import { rollupDay, rollupPartialDay } from '../insights/rollup';
import { BENCH_AUDIO_KEY } from './bench-audio';
import { rebuildPrefixAnswers } from '../search/prefix-answers';
import { rebuildWholeAnswers } from '../search/whole-answers';

/** Every bench route answers only when the bench starts the worker with BENCH=1. */
const benchOnly = createMiddleware<AppEnv>(async (c, next) => {
  if ((c.env as Env & { BENCH?: string }).BENCH !== '1') throw notFound();
  await next();
});

/** The upload baseline streams up to 100 MB (the platform's request limit). */
export const BENCH_PUT_BODY_LIMIT: BodyLimitOverride = {
  path: /^\/api\/v1\/__bench\/r2-put$/,
  maxSize: 100 * 1024 * 1024,
  streamed: true,
  tooLarge: () => new HttpError(413),
};

const KV_FLOOR_KEY = 'bench:kv-floor';
const R2_FLOOR_BYTES = 65_536;

/**
 * DESIGN section 7: a trivial JSON route through the same middleware, the
 * `ceiling` every bench budget is a ratio to; the platform floors (issue
 * 24): the ceiling plus one D1 statement, one KV read or one 64 KiB R2 read,
 * what a page that must touch D1 or R2 is judged against; one password hash
 * with nothing else, so the hash's share of a login is reported on its own; and
 * one R2 put of a request body, the baseline of the upload figures (issue 5);
 * and the cron's rollup of one day of plays, timed where it runs (issue 16).
 */
export const benchRoutes = new Hono<AppEnv>()
  .use('/__bench/*', benchOnly)
  .get('/__bench/ceiling', (c) => c.json({ ok: true }))
  .get('/__bench/d1-floor', async (c) => c.json(await c.get('db').get<{ one: number }>(sql`SELECT 1 AS one`)))
  .get('/__bench/kv-floor', async (c) => {
    let value = await c.env.CACHE.get(KV_FLOOR_KEY);
    // The first request writes the key, so every later one measures a read of a key that exists.
    if (value === null) {
      value = 'bench';
      await c.env.CACHE.put(KV_FLOOR_KEY, value);
    }
    return c.json({ value });
  })
  // The stream range's R2 read alone: the first 64 KiB of the seeded WAV, answered as it does.
  .get('/__bench/r2-floor', async (c) => {
    const object = await c.env.MEDIA.get(BENCH_AUDIO_KEY, { range: { offset: 0, length: R2_FLOOR_BYTES } });
    if (!object) throw notFound();
    const length = Math.min(R2_FLOOR_BYTES, object.size);
    return new Response(object.body, {
      status: 206,
      headers: { 'Content-Type': 'audio/wav', 'Content-Length': String(length), 'Content-Range': `bytes 0-${length - 1}/${object.size}` },
    });
  })
  .get('/__bench/password-hash', async (c) => {
    await hashPassword('bench-password');
    return c.json({ ok: true });
  })
  .put('/__bench/r2-put', async (c) => {
    const length = Number(c.req.header('Content-Length'));
    if (!c.req.raw.body || !Number.isSafeInteger(length)) throw new HttpError(411);
    // A FixedLengthStream gives R2 the length up front, as an upload route's part write does.
    const { readable, writable } = new FixedLengthStream(length);
    const [stored] = await Promise.all([c.env.MEDIA.put('bench/r2-put', readable), c.req.raw.body.pipeTo(writable)]);
    return c.json({ size: stored?.size ?? 0 });
  })
  .post('/__bench/rollup-day/:day{\\d{4}-\\d{2}-\\d{2}}', async (c) => {
    const started = performance.now();
    const statements = await rollupDay(c.get('db'), 'plays', c.req.param('day'));
    return c.json({ statements, ms: Math.round(performance.now() - started) });
  })
  // The quarter hour's build of the hot search prefixes' stored ids (decision 036), timed where it runs.
  .post('/__bench/search-prefixes', async (c) => {
    const started = performance.now();
    const output = await rebuildPrefixAnswers(c.get('db'));
    return c.json({ output, ms: Math.round(performance.now() - started) });
  })
  // The minute cron's build of their whole answers in KV (decision 037), timed where it runs.
  .post('/__bench/search-answers', async (c) => {
    const started = performance.now();
    const output = await rebuildWholeAnswers(c.get('db'), c.env.CACHE);
    return c.json({ output, ms: Math.round(performance.now() - started) });
  })
  // Today up to now, as every cron run does after the finished days.
  .post('/__bench/rollup-today', async (c) => {
    const now = new Date();
    const statements = await rollupPartialDay(c.get('db'), 'plays', now.toISOString().slice(0, 10), now.toISOString());
    return c.json({ statements });
  });
