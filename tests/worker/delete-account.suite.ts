import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/users';
import { sessions } from '../../db/sessions';
import { accessTokens } from '../../db/access-tokens';
import { userRoles } from '../../db/roles';
import { socialProfiles } from '../../db/auth';
import { adminHeaders, createUser, db, guestHeaders, loginAs, request, tokenFor } from './support/http';
import { avatarForm, bearer, confirmPassword, imageBytes } from './support/account-fixtures';

const deleteAccount = (userId: number, headers: Record<string, string>, query = '?deleteCurrentUser=true') =>
  request(`/api/v1/users/${userId}${query}`, { method: 'DELETE', headers: { Accept: 'application/json', ...headers } });

describe('DELETE /api/v1/users/{id}?deleteCurrentUser=true', () => {
  it('answers 423 until the password is confirmed, and deletes nothing', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await deleteAccount(user.id, headers);
    expect(res.status).toBe(423);
    expect(await res.json()).toEqual({ message: 'Password confirmation required.' });
    expect(await db().select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('answers 423 when the confirmation is older than 9000 s', async () => {
    const user = await createUser();
    const { headers, sessionId } = await loginAs(user.id);
    await confirmPassword(sessionId, new Date(Date.now() - 9001 * 1000));
    expect((await deleteAccount(user.id, headers)).status).toBe(423);
  });

  it('deletes the user, their data, every session (D1 and KV) and the avatar; clears the cookie', async () => {
    const user = await createUser();
    const current = await loginAs(user.id, true);
    const other = await loginAs(user.id);
    const { plainTextToken } = await tokenFor(user.id);
    await db().insert(socialProfiles).values({ user_id: user.id, service_name: 'google', user_service_id: `g-${user.id}` });
    const upload = await request(`/api/v1/users/${user.id}/avatar`, {
      method: 'POST',
      headers: current.headers,
      body: avatarForm(imageBytes('png')),
    });
    expect(upload.status).toBe(200);
    await confirmPassword(current.sessionId);

    const res = await deleteAccount(user.id, current.headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Account deleted' });
    expect(res.headers.get('set-cookie')).toMatch(/music_session=;.*Max-Age=0/);

    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.user_id, user.id))).toEqual([]);
    expect(await db().select().from(accessTokens).where(eq(accessTokens.user_id, user.id))).toEqual([]);
    expect(await db().select().from(userRoles).where(eq(userRoles.user_id, user.id))).toEqual([]);
    expect(await db().select().from(socialProfiles).where(eq(socialProfiles.user_id, user.id))).toEqual([]);
    expect((await env.MEDIA.list({ prefix: `avatars/${user.id}/` })).objects).toEqual([]);

    // Every credential is dead at once.
    expect((await request(`/api/v1/users/${user.id}`, { headers: other.headers })).status).toBe(401);
    expect((await request(`/api/v1/users/${user.id}`, { headers: bearer(plainTextToken) })).status).toBe(401);
  });

  it('works for a token caller whose token confirmed its password', async () => {
    const user = await createUser();
    const { plainTextToken, id } = await tokenFor(user.id);
    expect((await deleteAccount(user.id, bearer(plainTextToken))).status).toBe(423);
    await db().update(accessTokens).set({ password_confirmed_at: new Date().toISOString() }).where(eq(accessTokens.id, id));
    expect((await deleteAccount(user.id, bearer(plainTextToken))).status).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it("answers 403 to another user's id, even with a confirmed password", async () => {
    const victim = await createUser();
    const attacker = await createUser({ roles: ['admin'] });
    const { headers, sessionId } = await loginAs(attacker.id);
    await confirmPassword(sessionId);
    expect((await deleteAccount(victim.id, headers)).status).toBe(403);
    expect(await db().select().from(users).where(eq(users.id, victim.id))).toHaveLength(1);
  });

  it('answers 401 to a guest, 403 to a banned user, 419 without the XSRF header', async () => {
    const user = await createUser();
    expect((await deleteAccount(user.id, guestHeaders())).status).toBe(401);
    const banned = await createUser({ banned: true });
    const bannedLogin = await loginAs(banned.id);
    await confirmPassword(bannedLogin.sessionId);
    expect((await deleteAccount(banned.id, bannedLogin.headers)).status).toBe(403);
    const { headers, sessionId } = await loginAs(user.id);
    await confirmPassword(sessionId);
    const { 'X-XSRF-TOKEN': _omitted, ...withoutHeader } = headers;
    expect((await deleteAccount(user.id, withoutHeader)).status).toBe(419);
    expect(await db().select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });
});

describe('DELETE /api/v1/users/{id} (admin, without deleteCurrentUser)', () => {
  it('lets a holder of users.update delete another account and end its sessions', async () => {
    const user = await createUser();
    const login = await loginAs(user.id);
    const res = await deleteAccount(user.id, await adminHeaders(), '');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'User deleted' });
    expect(res.headers.get('set-cookie') ?? '').not.toMatch(/music_session=/);
    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.id, login.sessionId))).toEqual([]);
  });

  it('refuses users without users.update, and an admin deleting themselves this way', async () => {
    const user = await createUser();
    const { headers } = await loginAs((await createUser()).id);
    expect((await deleteAccount(user.id, headers, '')).status).toBe(403);
    const admin = await createUser({ roles: ['admin'] });
    const adminLogin = await loginAs(admin.id);
    expect((await deleteAccount(admin.id, adminLogin.headers, '')).status).toBe(403);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await deleteAccount(99999999, await adminHeaders(), '')).status).toBe(404);
  });
});
