import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/sessions';
import { rateLimits } from '../../db/logs';
import { createUser, db, guestHeaders, loginAs, postJson, request, tokenFor } from './support/http';
import { bearer, setPassword } from './support/account-fixtures';

describe('GET /api/v1/user-sessions', () => {
  it("lists the caller's live sessions, newest activity first, with the current one flagged", async () => {
    const user = await createUser();
    const older = await loginAs(user.id);
    await db().update(sessions).set({ last_active: '2020-01-01T00:00:00.000Z' }).where(eq(sessions.id, older.sessionId));
    const expired = await loginAs(user.id);
    await db().update(sessions).set({ expires_at: '2020-01-01T00:00:00.000Z' }).where(eq(sessions.id, expired.sessionId));
    const current = await loginAs(user.id);
    await loginAs((await createUser()).id);

    const res = await request('/api/v1/user-sessions', { headers: current.headers });
    expect(res.status).toBe(200);
    const list = (await res.json<any>()).sessions;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ is_current_device: true, device_type: 'other', platform: 'Linux', browser: 'Chrome' });
    expect(list[1]).toMatchObject({ is_current_device: false, last_active: '2020-01-01T00:00:00.000Z' });
    expect(Object.keys(list[0]).sort()).toEqual(
      ['browser', 'city', 'country', 'device_type', 'id', 'ip_address', 'is_current_device', 'last_active', 'platform'].sort(),
    );
  });

  it('never sends the session row id (the cookie hash) or anything derived by truncation', async () => {
    const user = await createUser();
    const { headers, sessionId } = await loginAs(user.id);
    const [session] = (await (await request('/api/v1/user-sessions', { headers })).json<any>()).sessions;
    expect(session.id).toMatch(/^[\w-]{16}$/);
    expect(sessionId).not.toContain(session.id);
    const again = (await (await request('/api/v1/user-sessions', { headers })).json<any>()).sessions[0];
    expect(again.id).toBe(session.id);
  });

  it('answers 401 to a guest and 403 to a banned user', async () => {
    expect((await request('/api/v1/user-sessions')).status).toBe(401);
    const { headers } = await loginAs((await createUser({ banned: true })).id);
    expect((await request('/api/v1/user-sessions', { headers })).status).toBe(403);
  });

  it('lists sessions for a token caller, none of them current', async () => {
    const user = await createUser();
    await loginAs(user.id);
    const { plainTextToken } = await tokenFor(user.id);
    const res = await request('/api/v1/user-sessions', { headers: bearer(plainTextToken) });
    expect(res.status).toBe(200);
    const list = (await res.json<any>()).sessions;
    expect(list).toHaveLength(1);
    expect(list[0].is_current_device).toBe(false);
  });
});

describe('POST /api/v1/user-sessions/logout-other', () => {
  it('ends every other session (D1 and KV) and keeps the current one', async () => {
    const user = await createUser();
    await setPassword(user.id, 'correct horse');
    const current = await loginAs(user.id);
    const other = await loginAs(user.id);
    const stranger = await loginAs((await createUser()).id);

    const res = await postJson('/api/v1/user-sessions/logout-other', { password: 'correct horse' }, current.headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Logged out other sessions.' });

    const left = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, user.id));
    expect(left.map((s) => s.id)).toEqual([current.sessionId]);
    expect(await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.id, stranger.sessionId))).toHaveLength(1);
    expect((await request('/api/v1/user-sessions', { headers: other.headers })).status).toBe(401);
    expect((await request('/api/v1/user-sessions', { headers: current.headers })).status).toBe(200);
  });

  it('refuses a wrong password with 422 and ends nothing', async () => {
    const user = await createUser();
    await setPassword(user.id, 'correct horse');
    const current = await loginAs(user.id);
    await loginAs(user.id);
    const res = await postJson('/api/v1/user-sessions/logout-other', { password: 'wrong' }, current.headers);
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors).toEqual({ password: ['The provided password was incorrect.'] });
    expect(await db().select().from(sessions).where(eq(sessions.user_id, user.id))).toHaveLength(2);
  });

  it('requires the password field', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await postJson('/api/v1/user-sessions/logout-other', {}, headers);
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json<any>()).errors)).toEqual(['password']);
  });

  it('rate-limits password guesses with 429 and Retry-After', async () => {
    const user = await createUser();
    await setPassword(user.id, 'correct horse');
    const { headers } = await loginAs(user.id);
    // The confirm-password budget (5 a minute per account and address) already spent in this 60 s window (stepping past a window edge that is about to turn).
    if (Date.now() % 60_000 > 58_000) await new Promise((resolve) => setTimeout(resolve, 2_000));
    const now = Math.floor(Date.now() / 1000);
    await db()
      .insert(rateLimits)
      .values({ key: `confirm-password:account:${user.id}|unknown`, window_start: now - (now % 60), count: 5 });
    const res = await postJson('/api/v1/user-sessions/logout-other', { password: 'correct horse' }, headers);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 401 to a guest and 419 to a cookie request without the XSRF header', async () => {
    expect((await postJson('/api/v1/user-sessions/logout-other', { password: 'x' }, guestHeaders())).status).toBe(401);
    const user = await createUser();
    await setPassword(user.id, 'correct horse');
    const { headers } = await loginAs(user.id);
    const { 'X-XSRF-TOKEN': _omitted, ...withoutHeader } = headers;
    expect((await postJson('/api/v1/user-sessions/logout-other', { password: 'correct horse' }, withoutHeader)).status).toBe(419);
  });

  it('ends every session for a token caller, who has none to keep', async () => {
    const user = await createUser();
    await setPassword(user.id, 'correct horse');
    await loginAs(user.id);
    const { plainTextToken } = await tokenFor(user.id);
    const res = await postJson('/api/v1/user-sessions/logout-other', { password: 'correct horse' }, bearer(plainTextToken));
    expect(res.status).toBe(200);
    expect(await db().select().from(sessions).where(eq(sessions.user_id, user.id))).toEqual([]);
  });
});
