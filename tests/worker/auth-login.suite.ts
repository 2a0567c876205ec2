import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/users';
import { sessions } from '../../db/sessions';
import { authChallenges } from '../../db/auth';
import { sha256 } from '../../worker/auth/crypto';
import { hashPassword, PBKDF2_ITERATIONS } from '../../worker/auth/password';
import { SESSION_COOKIE, SESSION_REMEMBER_SECONDS } from '../../worker/auth/sessions';
import { createUser, db, postJson, request } from './support/http';
import { TestBrowser } from './support/test-browser';
import { enableTwoFactor } from './support/two-factor';
import { awayFromWindowEdge } from './support/rate-limits';

const PASSWORD = 'correct horse battery';
const WRONG_CREDENTIALS = {
  message: 'These credentials do not match our records.',
  errors: { email: ['These credentials do not match our records.'] },
};

async function signedInUser(browser: TestBrowser) {
  const res = await browser.get('/api/v1/bootstrap-data');
  return (await res.json<any>()).bootstrapData.user;
}

describe('POST /auth/login', () => {
  it('signs in with email and password, answering bootstrap data and a 30-day session cookie by default', async () => {
    const user = await createUser({ password: PASSWORD });
    const browser = new TestBrowser();
    const res = await browser.login(user.email, PASSWORD);
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.status).toBe('success');
    expect(body.bootstrapData.user).toMatchObject({ id: user.id, email: user.email, has_password: true });

    const cookie = browser.lastSetCookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.attributes['max-age']).toBe(String(SESSION_REMEMBER_SECONDS));
    expect(cookie.attributes).toHaveProperty('httponly');
    expect(cookie.attributes.samesite).toBe('Lax');
    expect(cookie.attributes.path).toBe('/');
    expect((await signedInUser(browser)).id).toBe(user.id);

    const [row] = await db().select().from(sessions).where(eq(sessions.id, await sha256(cookie.value)));
    expect(row).toMatchObject({ user_id: user.id, remember: true, ip_address: browser.address });
  });

  it('matches the email whatever its case', async () => {
    const user = await createUser({ password: PASSWORD });
    const res = await new TestBrowser().login(user.email.toUpperCase(), PASSWORD);
    expect(res.status).toBe(200);
  });

  it('gives a browser-session cookie (no Max-Age) when remember is false', async () => {
    const user = await createUser({ password: PASSWORD });
    const browser = new TestBrowser();
    expect((await browser.login(user.email, PASSWORD, false)).status).toBe(200);
    const cookie = browser.lastSetCookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.attributes).not.toHaveProperty('max-age');
    const [row] = await db().select().from(sessions).where(eq(sessions.id, await sha256(cookie.value)));
    expect(row.remember).toBe(false);
  });

  it('issues a new session id on every login and ends the one the browser held', async () => {
    const user = await createUser({ password: PASSWORD });
    const browser = new TestBrowser();
    await browser.login(user.email, PASSWORD);
    const first = browser.sessionToken!;
    await browser.login(user.email, PASSWORD);
    const second = browser.sessionToken!;
    expect(second).not.toBe(first);

    const stale = await request('/api/v1/bootstrap-data', { headers: { Cookie: `${SESSION_COOKIE}=${first}` } });
    expect((await stale.json<any>()).bootstrapData.user).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.id, await sha256(first)))).toEqual([]);
    expect((await signedInUser(browser)).id).toBe(user.id);
  });

  it('answers a wrong password and an unknown email alike, without a session', async () => {
    const user = await createUser({ password: PASSWORD });
    const browser = new TestBrowser();
    const wrongPassword = await browser.login(user.email, 'not the password');
    expect(wrongPassword.status).toBe(422);
    expect(await wrongPassword.json()).toEqual(WRONG_CREDENTIALS);
    const unknown = await browser.login('nobody-here@example.com', PASSWORD);
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual(WRONG_CREDENTIALS);
    expect(browser.sessionToken).toBeUndefined();
  });

  it('refuses an account without a password (social sign-up) with the same answer', async () => {
    const user = await createUser();
    const res = await new TestBrowser().login(user.email, PASSWORD);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(WRONG_CREDENTIALS);
  });

  it('requires email and password', async () => {
    const res = await new TestBrowser().post('/auth/login', { email: '', remember: 'yes' });
    expect(res.status).toBe(422);
    const { errors } = await res.json<any>();
    expect(errors.email).toEqual(['The email field is required.']);
    expect(errors.password).toEqual(['The password field is required.']);
    expect(errors.remember).toBeDefined();
  });

  it('answers 419 without the XSRF header', async () => {
    const user = await createUser({ password: PASSWORD });
    const res = await postJson('/auth/login', { email: user.email, password: PASSWORD }, { Cookie: 'XSRF-TOKEN=abcdefabcdefabcdef' });
    expect(res.status).toBe(419);
    expect(await res.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('allows 5 attempts a minute per account and address, then 429 with Retry-After', async () => {
    await awayFromWindowEdge(60);
    const user = await createUser({ password: PASSWORD });
    const browser = new TestBrowser();
    for (let i = 0; i < 5; i++) expect((await browser.login(user.email, 'wrong password')).status).toBe(422);
    const limited = await browser.login(user.email, PASSWORD);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: 'Too Many Attempts.' });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The owner, elsewhere, is not locked out.
    expect((await new TestBrowser().login(user.email, PASSWORD)).status).toBe(200);
  }, 20_000);

  it('forgets an account’s failed attempts once the right password arrives', async () => {
    await awayFromWindowEdge(60);
    const user = await createUser({ password: PASSWORD });
    const browser = new TestBrowser();
    for (let i = 0; i < 4; i++) expect((await browser.login(user.email, 'wrong password')).status).toBe(422);
    expect((await browser.login(user.email, PASSWORD)).status).toBe(200);
    // Without the reset, the 6th and 7th attempts of the window would be refused.
    expect((await browser.login(user.email, 'wrong password')).status).toBe(422);
    expect((await browser.login(user.email, PASSWORD)).status).toBe(200);
  }, 20_000);

  it('allows 20 attempts a minute per address across accounts', async () => {
    await awayFromWindowEdge(60);
    const browser = new TestBrowser();
    for (let i = 0; i < 20; i++) expect((await browser.login(`spray-${i}@example.com`, 'guess-guess')).status).toBe(422);
    expect((await browser.login('spray-21@example.com', 'guess-guess')).status).toBe(429);
  }, 20_000);

  it('refuses a banned account with 403 once the password is right, and with 422 otherwise', async () => {
    const user = await createUser({ password: PASSWORD, banned: true });
    const browser = new TestBrowser();
    expect((await browser.login(user.email, 'wrong password')).status).toBe(422);
    const res = await browser.login(user.email, PASSWORD);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'This action is unauthorized.' });
    expect(browser.sessionToken).toBeUndefined();
  });

  it('rehashes a password stored with fewer PBKDF2 iterations', async () => {
    const user = await createUser();
    await db().update(users).set({ password: await hashPassword(PASSWORD, 1000) }).where(eq(users.id, user.id));
    expect((await new TestBrowser().login(user.email, PASSWORD)).status).toBe(200);
    const [row] = await db().select({ password: users.password }).from(users).where(eq(users.id, user.id));
    expect(row.password!.split('$')[1]).toBe(String(PBKDF2_ITERATIONS));
    expect((await new TestBrowser().login(user.email, PASSWORD)).status).toBe(200);
  });

  it('asks a two-factor account for its code: no session yet, a pending challenge behind an HttpOnly cookie', async () => {
    const user = await createUser({ password: PASSWORD });
    await enableTwoFactor(user.id);
    const browser = new TestBrowser();
    const res = await browser.login(user.email, PASSWORD);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ two_factor: true });
    expect(browser.sessionToken).toBeUndefined();

    const cookie = browser.lastSetCookies.find((c) => c.name === 'two_factor_challenge')!;
    expect(cookie.attributes).toHaveProperty('httponly');
    expect(cookie.attributes.samesite).toBe('Lax');
    const [challenge] = await db().select().from(authChallenges).where(eq(authChallenges.id, await sha256(cookie.value)));
    expect(challenge).toMatchObject({ kind: 'two_factor', user_id: user.id });
    const lifetime = Date.parse(challenge.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
    expect((await signedInUser(browser))).toBeNull();
  });
});

describe('POST /auth/logout', () => {
  it('ends the session and answers a guest bootstrap data', async () => {
    const user = await createUser({ password: PASSWORD });
    const browser = new TestBrowser();
    await browser.login(user.email, PASSWORD);
    const token = browser.sessionToken!;

    const res = await browser.post('/auth/logout');
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.bootstrapData.user).toBeNull();
    expect(body.bootstrapData.guest_role.name).toBe('guests');
    expect(browser.sessionToken).toBeUndefined();

    expect(await db().select().from(sessions).where(eq(sessions.id, await sha256(token)))).toEqual([]);
    const replay = await request('/api/v1/bootstrap-data', { headers: { Cookie: `${SESSION_COOKIE}=${token}` } });
    expect((await replay.json<any>()).bootstrapData.user).toBeNull();
  });

  it('answers a guest too', async () => {
    const res = await new TestBrowser().post('/auth/logout');
    expect(res.status).toBe(200);
    expect((await res.json<any>()).bootstrapData.user).toBeNull();
  });

  it('answers 419 without the XSRF header', async () => {
    expect((await request('/auth/logout', { method: 'POST' })).status).toBe(419);
  });
});
