import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passkeys } from '../../db/auth';
import { users } from '../../db/users';
import { updateSettings } from '../../worker/settings/settings-service';
import { hashPassword } from '../../worker/auth/password';
import { BASE, createUser, db, guestHeaders, loginAs, postJson, request } from './support/http';
import { createSoftAuthenticator } from './support/soft-authenticator';

type Headers = Record<string, string>;

/** The Set-Cookie value of `name` as a `name=value` pair for the next request. */
function cookieFrom(res: Response, name: string): string {
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie`);
  return cookie.split(';')[0];
}

const withCookie = (headers: Headers, cookie: string) => ({ ...headers, Cookie: `${headers.Cookie}; ${cookie}` });

async function registrationOptions(headers: Headers) {
  const res = await postJson('/api/v1/passkeys/registration-options', {}, headers);
  expect(res.status).toBe(200);
  return { options: await res.json<any>(), cookie: cookieFrom(res, 'passkey_register') };
}

/** A user holding a registered passkey, and the authenticator that holds its key. */
async function userWithPasskey() {
  const user = await createUser();
  // Fewer PBKDF2 rounds than production keep tests quick; verifyPassword reads them from the hash.
  await db().update(users).set({ password: await hashPassword('secret-password', 1000) }).where(eq(users.id, user.id));
  const { headers } = await loginAs(user.id);
  const authenticator = await createSoftAuthenticator();
  const { options, cookie } = await registrationOptions(headers);
  const res = await postJson('/api/v1/passkeys', { name: 'Laptop', response: await authenticator.register(options, BASE) }, withCookie(headers, cookie));
  expect(res.status).toBe(201);
  return { user, headers, authenticator, passkey: (await res.json<any>()).passkey };
}

async function loginOptions(headers: Headers = guestHeaders()) {
  const res = await postJson('/auth/passkeys/login-options', {}, headers);
  expect(res.status).toBe(200);
  return { options: await res.json<any>(), headers: withCookie(headers, cookieFrom(res, 'passkey_login')) };
}

describe('POST /api/v1/passkeys/registration-options', () => {
  it('requires login', async () => {
    expect((await postJson('/api/v1/passkeys/registration-options', {}, guestHeaders())).status).toBe(401);
  });

  it('names this host as relying party, excludes the user’s passkeys and keeps the challenge in an HttpOnly cookie', async () => {
    const { headers, authenticator } = await userWithPasskey();
    const res = await postJson('/api/v1/passkeys/registration-options', {}, headers);
    const options = await res.json<any>();
    expect(options.rp).toEqual({ id: 'music.test', name: 'Melodia' });
    expect(options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([authenticator.id]);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('passkey_register='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=300/);
  });
});

describe('POST /api/v1/passkeys', () => {
  it('verifies the attestation and stores the credential', async () => {
    const { user, passkey, authenticator } = await userWithPasskey();
    expect(passkey).toMatchObject({ name: 'Laptop', last_used_at: null });
    const [row] = await db().select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row).toMatchObject({ user_id: user.id, credential_id: authenticator.id, counter: 0, transports: ['internal'] });
    expect(row.public_key.length).toBeGreaterThan(50);
  });

  it('accepts a challenge once only', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const { options, cookie } = await registrationOptions(headers);
    const response = await (await createSoftAuthenticator()).register(options, BASE);
    const bad = await postJson('/api/v1/passkeys', { name: '', response }, withCookie(headers, cookie));
    expect(bad.status).toBe(422);
    expect((await bad.json<any>()).errors.name).toEqual(['The name field is required.']);
    expect((await postJson('/api/v1/passkeys', { name: 'Phone', response }, withCookie(headers, cookie))).status).toBe(201);
    const again = await postJson('/api/v1/passkeys', { name: 'Phone', response }, withCookie(headers, cookie));
    expect(again.status).toBe(422);
    expect((await again.json<any>()).errors.response).toEqual(['This passkey request has expired. Please try again.']);
  });

  it('refuses another user’s challenge, a wrong origin and an expired challenge', async () => {
    const owner = await createUser();
    const { headers: ownerHeaders } = await loginAs(owner.id);
    const { options, cookie } = await registrationOptions(ownerHeaders);
    const { headers: otherHeaders } = await loginAs((await createUser()).id);
    const authenticator = await createSoftAuthenticator();
    const response = await authenticator.register(options, BASE);
    expect((await postJson('/api/v1/passkeys', { name: 'Stolen', response }, withCookie(otherHeaders, cookie))).status).toBe(422);

    const second = await registrationOptions(ownerHeaders);
    const phished = await authenticator.register(second.options, 'https://evil.test');
    const res = await postJson('/api/v1/passkeys', { name: 'Phished', response: phished }, withCookie(ownerHeaders, second.cookie));
    expect((await res.json<any>()).errors.response).toEqual(['The passkey could not be verified.']);

    const third = await registrationOptions(ownerHeaders);
    await env.DB.prepare("UPDATE auth_challenges SET expires_at = '2000-01-01T00:00:00.000Z' WHERE kind = 'passkey_register'").run();
    const late = await postJson('/api/v1/passkeys', { name: 'Late', response: await authenticator.register(third.options, BASE) }, withCookie(ownerHeaders, third.cookie));
    expect(late.status).toBe(422);
    expect(await db().select().from(passkeys).where(eq(passkeys.user_id, owner.id))).toEqual([]);
  });
});

describe('GET /api/v1/passkeys', () => {
  it('lists only the user’s own passkeys', async () => {
    const { headers, passkey } = await userWithPasskey();
    await userWithPasskey();
    const res = await request('/api/v1/passkeys', { headers });
    expect((await res.json<any>()).passkeys).toEqual([{ id: passkey.id, name: 'Laptop', created_at: passkey.created_at, last_used_at: null }]);
  });

  it('answers 404 while passkeys are disabled', async () => {
    const { headers } = await userWithPasskey();
    await updateSettings(env, db(), { 'passkeys.enable': false });
    try {
      expect((await request('/api/v1/passkeys', { headers })).status).toBe(404);
      expect((await postJson('/auth/passkeys/login-options', {}, guestHeaders())).status).toBe(404);
    } finally {
      await updateSettings(env, db(), { 'passkeys.enable': true });
    }
  });
});

describe('DELETE /api/v1/passkeys/{id}', () => {
  it('deletes an own passkey and answers 404 for someone else’s', async () => {
    const { headers, passkey } = await userWithPasskey();
    const other = await userWithPasskey();
    const res = await request(`/api/v1/passkeys/${other.passkey.id}`, { method: 'DELETE', headers });
    expect(res.status).toBe(404);
    expect(await db().select().from(passkeys).where(eq(passkeys.id, other.passkey.id))).toHaveLength(1);
    expect((await request(`/api/v1/passkeys/${passkey.id}`, { method: 'DELETE', headers })).status).toBe(200);
    expect(await db().select().from(passkeys).where(eq(passkeys.id, passkey.id))).toEqual([]);
  });

  it('refuses to delete the only way a password-less account signs in', async () => {
    const { user, headers, passkey } = await userWithPasskey();
    await db().update(users).set({ password: null }).where(eq(users.id, user.id));
    const res = await request(`/api/v1/passkeys/${passkey.id}`, { method: 'DELETE', headers });
    expect(res.status).toBe(422);
    expect(await db().select().from(passkeys).where(eq(passkeys.id, passkey.id))).toHaveLength(1);
  });
});

describe('POST /auth/passkeys/login', () => {
  it('signs in with a discoverable passkey, skipping two-factor, and updates its counter', async () => {
    const { user, authenticator, passkey } = await userWithPasskey();
    await db().update(users).set({ two_factor_confirmed_at: new Date().toISOString() }).where(eq(users.id, user.id));
    const { options, headers } = await loginOptions();
    expect(options.rpId).toBe('music.test');
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await postJson('/auth/passkeys/login', { response: await authenticator.authenticate(options, BASE) }, headers);
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.status).toBe('success');
    expect(body.bootstrapData.user.id).toBe(user.id);
    const session = cookieFrom(res, 'music_session');
    const me = await request('/api/v1/bootstrap-data', { headers: { Cookie: session } });
    expect((await me.json<any>()).bootstrapData.user.id).toBe(user.id);
    const [row] = await db().select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row.counter).toBe(1);
    expect(row.last_used_at).not.toBeNull();
  });

  it('refuses an unknown credential, a reused challenge and a replayed counter', async () => {
    const { authenticator } = await userWithPasskey();
    const first = await loginOptions();
    const unknown = await postJson('/auth/passkeys/login', { response: await authenticator.authenticate(first.options, BASE, { id: 'AAAAAAAAAAAAAAAAAAAAAA' }) }, first.headers);
    expect(unknown.status).toBe(422);
    expect((await unknown.json<any>()).errors.response).toEqual(['This passkey is not registered on this site.']);
    // The failed attempt used the challenge up.
    const reused = await postJson('/auth/passkeys/login', { response: await authenticator.authenticate(first.options, BASE) }, first.headers);
    expect((await reused.json<any>()).errors.response).toEqual(['This passkey request has expired. Please try again.']);

    const second = await loginOptions();
    const response = await authenticator.authenticate(second.options, BASE);
    expect((await postJson('/auth/passkeys/login', { response }, second.headers)).status).toBe(200);
    // A cloned authenticator shows itself by a signature counter that did not move on.
    const third = await loginOptions();
    const cloned = await authenticator.authenticate(third.options, BASE, { counter: 1 });
    const replay = await postJson('/auth/passkeys/login', { response: cloned }, third.headers);
    expect((await replay.json<any>()).errors.response).toEqual(['The passkey could not be verified.']);
  });

  it('refuses an expired challenge and a wrong origin', async () => {
    const { authenticator } = await userWithPasskey();
    const { options, headers } = await loginOptions();
    await env.DB.prepare("UPDATE auth_challenges SET expires_at = '2000-01-01T00:00:00.000Z' WHERE kind = 'passkey_login'").run();
    expect((await postJson('/auth/passkeys/login', { response: await authenticator.authenticate(options, BASE) }, headers)).status).toBe(422);
    const next = await loginOptions();
    const res = await postJson('/auth/passkeys/login', { response: await authenticator.authenticate(next.options, 'https://evil.test') }, next.headers);
    expect((await res.json<any>()).errors.response).toEqual(['The passkey could not be verified.']);
  });

  it('refuses a banned user with 403', async () => {
    const { user, authenticator } = await userWithPasskey();
    await db().update(users).set({ banned_at: new Date().toISOString() }).where(eq(users.id, user.id));
    const { options, headers } = await loginOptions();
    expect((await postJson('/auth/passkeys/login', { response: await authenticator.authenticate(options, BASE) }, headers)).status).toBe(403);
  });

  it('answers 422 to a malformed response', async () => {
    const { headers } = await loginOptions();
    expect((await postJson('/auth/passkeys/login', { response: { id: 'x' } }, headers)).status).toBe(422);
  });
});
