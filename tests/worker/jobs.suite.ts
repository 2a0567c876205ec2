import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import worker from '../../worker/index';
import { sessions } from '../../db/sessions';
import { scheduleLog } from '../../db/logs';
import { notificationCounts } from '../../db/notifications';
import { createUser, db } from './support/http';

describe('scheduled()', () => {
  it('removes expired sessions, keeps live ones, and records each task in the schedule log', async () => {
    const user = await createUser();
    await db().insert(sessions).values([
      { id: 'expired-session', user_id: user.id, expires_at: new Date(Date.now() - 1000).toISOString() },
      { id: 'live-session', user_id: user.id, expires_at: new Date(Date.now() + 60_000).toISOString() },
    ]);
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);

    const remaining = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, user.id));
    expect(remaining.map((r) => r.id)).toEqual(['live-session']);
    const log = await db().select().from(scheduleLog);
    expect(log.map((l) => l.command)).toEqual(['sessions:prune', 'rate-limits:prune', 'auth:prune', 'db:analyze', 'workspace-invites:prune', 'error-logs:prune', 'analytics:rollup', 'analytics:prune', 'loudness:backfill', 'scrobbling:sweep', 'search:prefixes']);
    expect(log[0]).toMatchObject({ status: 'success', cron: '*/15 * * * *', output: 'Removed 1 expired sessions.' });
  });

  it('runs only the minute tasks on the minute cron, and logs one only when it did something', async () => {
    const before = (await db().select().from(scheduleLog)).length;
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    // No hot prefixes here: the whole answers' build wrote nothing, so nothing is logged, but it ran.
    expect((await db().select().from(scheduleLog)).length).toBe(before);
    const [build] = await db().all<{ built_at: number }>(sql`SELECT built_at FROM search_answer_builds`);
    expect(Date.now() - build.built_at).toBeLessThan(60_000);
    // Nor did any quarter-hour task run: an expired session stays until its cron.
    const user = await createUser();
    await db().insert(sessions).values({ id: 'expired-at-the-minute', user_id: user.id, expires_at: new Date(Date.now() - 1000).toISOString() });
    const again = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: '* * * * *' }), env, again);
    await waitOnExecutionContext(again);
    expect(await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.id, 'expired-at-the-minute'))).toHaveLength(1);
  });
});

describe('queue()', () => {
  it('stores and sends a fan-out chunk to each user and drops malformed jobs', async () => {
    const [first, second] = [await createUser(), await createUser()];
    const notification = { type: 'announcement', data: { lines: [{ content: 'Hello' }] } };
    const batch = createMessageBatch('music-jobs', [
      { id: 'good', timestamp: new Date(), attempts: 1, body: { type: 'notification.fanout', userIds: [first.id, second.id], notification, origin: 'https://music.test' } },
      { id: 'bad', timestamp: new Date(), attempts: 1, body: { type: 'nonsense' } },
    ]);
    const warn = console.warn;
    console.warn = () => {};
    const ctx = createExecutionContext();
    try {
      await worker.queue(batch, env, ctx);
    } finally {
      console.warn = warn;
    }
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(['bad', 'good']);
    expect(result.retryMessages).toEqual([]);
    for (const user of [first, second]) {
      const [count] = await db().select().from(notificationCounts).where(eq(notificationCounts.user_id, user.id));
      expect(count.unread).toBe(1);
    }
  });
});
