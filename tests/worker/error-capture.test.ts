import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import worker from '../../worker/index';
import { createApp } from '../../worker/app';
import { errorLogs } from '../../db/admin';
import { scheduleLog } from '../../db/logs';
import { settings } from '../../db/settings';
import { forgetAppSnapshot } from '../../worker/cache/app-snapshot';
import { ERROR_LOG_LIMITS, REDACTED } from '../../worker/logs/record-error';
import { HttpError } from '../../worker/http/errors';
import { createUser, db, guestHeaders, loginAs } from './support/http';

// Issue 13, SPEC section 2 logs/error: the one error handler keeps every
// unexpected error (500) in error_logs, and a cron task prunes the old ones.

class TrackDecodeError extends Error {}

/** The real app with routes that fail, run as the runtime runs it: the response first, then waitUntil work. */
async function call(path: string, init: RequestInit = {}, bindings: Env = env) {
  const app = createApp();
  app.get('/api/v1/__test/explode', () => {
    throw new TrackDecodeError(`No decoder for ${'x'.repeat(5000)}`);
  });
  app.post('/api/v1/__test/explode', () => {
    throw new TypeError('exploded on purpose');
  });
  app.get('/api/v1/__test/missing', () => {
    throw new HttpError(404);
  });
  const ctx = createExecutionContext();
  const res = await app.request(path, init, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const newest = async () => (await db().select().from(errorLogs).orderBy(desc(errorLogs.id)).limit(1))[0];
const count = async () => (await db().select({ id: errorLogs.id }).from(errorLogs)).length;

/**
 * Runs `work` with console.error collected: an unexpected error is logged,
 * and tests/worker/setup.ts fails a test on any console.error it sees.
 */
async function collectingConsoleErrors<T>(work: () => Promise<T>): Promise<[T, unknown[][]]> {
  const errors: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    return [await work(), errors];
  } finally {
    console.error = original;
  }
}

describe('capturing unexpected errors', () => {
  it('records one error_logs row with the request, the user and the error, and still answers the generic 500', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const before = await count();
    const [res, errors] = await collectingConsoleErrors(() =>
      call('https://music.test/api/v1/__test/explode?page=2&token=abc123&X-Amz-Signature=deadbeef', {
        headers: { ...headers, 'User-Agent': 'Capture/1.0', 'CF-Connecting-IP': '198.51.100.7' },
      }),
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Server Error' });
    expect(await count()).toBe(before + 1);
    const row = await newest();
    expect(row).toMatchObject({
      exception: 'TrackDecodeError',
      method: 'GET',
      url: `https://music.test/api/v1/__test/explode?page=2&token=${REDACTED}&X-Amz-Signature=${REDACTED}`,
      status: 500,
      user_id: user.id,
      ip_address: '198.51.100.7',
      user_agent: 'Capture/1.0',
    });
    expect(row.url).not.toContain('abc123');
    expect(row.message.startsWith('No decoder for xxx')).toBe(true);
    expect(row.message.length).toBeLessThanOrEqual(ERROR_LOG_LIMITS.message);
    expect(row.stack).toContain('error-capture.test.ts');
    expect(row.stack.length).toBeLessThanOrEqual(ERROR_LOG_LIMITS.stack);
    expect(errors).toHaveLength(1);
  });

  it('records a guest’s error without a user, by method', async () => {
    await collectingConsoleErrors(() => call('https://music.test/api/v1/__test/explode', { method: 'POST', headers: guestHeaders() }));
    expect(await newest()).toMatchObject({ exception: 'TypeError', message: 'exploded on purpose', method: 'POST', user_id: null });
  });

  it('keeps expected errors (4xx) out of the log', async () => {
    const before = await count();
    expect((await call('https://music.test/api/v1/__test/missing')).status).toBe(404);
    expect((await call('https://music.test/api/v1/users?orderBy=nope')).status).toBe(401);
    expect(await count()).toBe(before);
  });

  it('answers the generic 500 even when the insert fails', async () => {
    // D1 itself failing (which may be the very error being recorded): every statement throws.
    const broken = { ...env.DB, withSession: () => ({ prepare: () => { throw new Error('D1 is unavailable'); }, batch: () => Promise.reject(new Error('D1 is unavailable')) }) };
    const [res, errors] = await collectingConsoleErrors(() => call('https://music.test/api/v1/__test/explode', {}, { ...env, DB: broken as unknown as D1Database }));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Server Error' });
    expect(errors.map((args) => String(args[0]))).toEqual([expect.stringContaining('No decoder'), expect.stringContaining('Could not record the error')]);
  });
});

describe('cron task error-logs:prune', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

  async function seedAges(ages: number[]) {
    await db().delete(errorLogs);
    await db().insert(errorLogs).values(ages.map((age) => ({ exception: 'Error', message: `${age} days old`, method: 'GET', url: 'https://music.test/', created_at: daysAgo(age) })));
  }

  async function runCron() {
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const [run] = await db().select().from(scheduleLog).where(eq(scheduleLog.command, 'error-logs:prune')).orderBy(desc(scheduleLog.id)).limit(1);
    return run;
  }

  const kept = async () => (await db().select({ message: errorLogs.message }).from(errorLogs)).map((r) => r.message).sort();

  async function setDays(value: unknown) {
    await db().insert(settings).values({ name: 'logging.error_days', value }).onConflictDoUpdate({ target: settings.name, set: { value } });
    await forgetAppSnapshot(env);
  }

  it('removes errors older than 30 days by default and records the run', async () => {
    await db().delete(settings).where(eq(settings.name, 'logging.error_days'));
    await forgetAppSnapshot(env);
    await seedAges([1, 29, 31, 400]);
    const run = await runCron();
    expect(await kept()).toEqual(['1 days old', '29 days old']);
    expect(run).toMatchObject({ status: 'success', output: 'Removed 2 error log entries older than 30 days.' });
  });

  it('keeps as many days as logging.error_days says, and 30 when the setting is unusable', async () => {
    await seedAges([1, 6, 8, 31]);
    await setDays(7);
    await runCron();
    expect(await kept()).toEqual(['1 days old', '6 days old']);

    await seedAges([1, 6, 29, 31]);
    await setDays('nonsense');
    expect((await runCron()).output).toBe('Removed 1 error log entries older than 30 days.');
    expect(await kept()).toEqual(['1 days old', '29 days old', '6 days old']);
  });
});
