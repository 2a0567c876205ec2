import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import worker from '../../worker/index';
import { authChallenges, emailVerificationCodes, passwordResetTokens } from '../../db/auth';
import { scheduleLog } from '../../db/logs';
import { createUser, db } from './support/http';

describe('scheduled() auth:prune', () => {
  it('drops expired challenges, reset tokens and verification codes, and keeps live ones', async () => {
    const [expiredUser, liveUser] = [await createUser(), await createUser()];
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    await db().insert(authChallenges).values([
      { id: 'old-challenge', kind: 'two_factor', user_id: expiredUser.id, expires_at: past },
      { id: 'live-challenge', kind: 'two_factor', user_id: liveUser.id, expires_at: future },
    ]);
    await db().insert(passwordResetTokens).values([
      { id: 'old-reset', user_id: expiredUser.id, expires_at: past },
      { id: 'live-reset', user_id: liveUser.id, expires_at: future },
    ]);
    await db().insert(emailVerificationCodes).values([
      { user_id: expiredUser.id, code_hash: 'x', expires_at: past },
      { user_id: liveUser.id, code_hash: 'y', expires_at: future },
    ]);

    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect((await db().select({ id: authChallenges.id }).from(authChallenges)).map((r) => r.id)).toEqual(['live-challenge']);
    expect((await db().select({ id: passwordResetTokens.id }).from(passwordResetTokens)).map((r) => r.id)).toEqual(['live-reset']);
    expect((await db().select().from(emailVerificationCodes)).map((r) => r.user_id)).toEqual([liveUser.id]);
    const [log] = await db().select().from(scheduleLog).where(eq(scheduleLog.command, 'auth:prune'));
    expect(log).toMatchObject({
      status: 'success',
      output: 'Removed 1 auth challenges, 1 password reset tokens and 1 verification codes.',
    });
  });
});
