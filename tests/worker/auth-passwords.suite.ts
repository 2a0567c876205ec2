import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/users';
import { passwordResetTokens } from '../../db/auth';
import { sessions } from '../../db/sessions';
import { sha256 } from '../../worker/auth/crypto';
import { createUser, db, loginAs, request } from './support/http';
import { TestBrowser } from './support/test-browser';
import { emailsTo, resetLinkIn, waitForEmailsTo } from './support/mail';
import { awayFromWindowEdge } from './support/rate-limits';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';
const INCORRECT = 'The provided password was incorrect.';
const INVALID_TOKEN = { message: 'This password reset token is invalid.', errors: { email: ['This password reset token is invalid.'] } };

async function signedIn() {
  const user = await createUser({ password: PASSWORD });
  const browser = new TestBrowser();
  expect((await browser.login(user.email, PASSWORD)).status).toBe(200);
  return { user, browser };
}

async function requestResetLink(email: string) {
  const res = await new TestBrowser().post('/auth/forgot-password', { email });
  expect(res.status).toBe(200);
  const emails = await waitForEmailsTo(email);
  return resetLinkIn(emails[emails.length - 1]);
}

const reset = (token: string, email: string, password = NEW_PASSWORD) =>
  new TestBrowser().post('/auth/reset-password', { token, email, password, password_confirmation: password });

describe('POST /auth/user/confirm-password', () => {
  it('refuses a wrong password, then confirms the right one for this session', async () => {
    const { browser } = await signedIn();
    const wrong = await browser.post('/auth/user/confirm-password', { password: 'not it at all' });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ message: INCORRECT, errors: { password: [INCORRECT] } });

    const res = await browser.post('/auth/user/confirm-password', { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ confirmed: true });
    const [row] = await db().select().from(sessions).where(eq(sessions.id, await sha256(browser.sessionToken!)));
    expect(row.password_confirmed_at).toEqual(expect.any(String));
  });

  it('answers 401 to a guest and 422 without a password', async () => {
    expect((await new TestBrowser().post('/auth/user/confirm-password', { password: PASSWORD })).status).toBe(401);
    const { browser } = await signedIn();
    const res = await browser.post('/auth/user/confirm-password', {});
    expect((await res.json<any>()).errors.password).toEqual(['The password field is required.']);
  });

  it('allows 5 attempts a minute, then 429 with Retry-After', async () => {
    await awayFromWindowEdge(60);
    const { browser } = await signedIn();
    for (let i = 0; i < 5; i++) expect((await browser.post('/auth/user/confirm-password', { password: 'guessing' })).status).toBe(422);
    const limited = await browser.post('/auth/user/confirm-password', { password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 20_000);
});

describe('GET /auth/user/confirmed-password-status', () => {
  it('is false until the password is confirmed, then true within the asked window', async () => {
    const { user, browser } = await signedIn();
    const status = async (query = '?seconds=9000') => (await (await browser.get(`/auth/user/confirmed-password-status${query}`)).json<any>()).confirmed;
    expect(await status()).toBe(false);
    await browser.post('/auth/user/confirm-password', { password: PASSWORD });
    expect(await status()).toBe(true);
    expect(await status('')).toBe(true);

    // Confirmed 100 s ago: fresh for a 9000 s window, stale for a 60 s one.
    const at = new Date(Date.now() - 100_000).toISOString();
    await db().update(sessions).set({ password_confirmed_at: at }).where(eq(sessions.user_id, user.id));
    expect(await status()).toBe(true);
    expect(await status('?seconds=60')).toBe(false);
  });

  it('never widens the window beyond 9000 s', async () => {
    const { user, browser } = await signedIn();
    const at = new Date(Date.now() - 9100_000).toISOString();
    await db().update(sessions).set({ password_confirmed_at: at }).where(eq(sessions.user_id, user.id));
    const res = await browser.get('/auth/user/confirmed-password-status?seconds=999999');
    expect(await res.json()).toEqual({ confirmed: false });
  });

  it('answers 401 to a guest', async () => {
    expect((await request('/auth/user/confirmed-password-status')).status).toBe(401);
  });
});

describe('POST /auth/forgot-password', () => {
  it('emails a single-use reset link, and answers an unknown email exactly alike', async () => {
    const user = await createUser({ password: PASSWORD });
    const known = await new TestBrowser().post('/auth/forgot-password', { email: user.email });
    const unknown = await new TestBrowser().post('/auth/forgot-password', { email: 'no-account-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const body = await known.json();
    expect(await unknown.json()).toEqual(body);
    expect(body).toEqual({ message: 'If that email belongs to an account, we have sent it a password reset link.' });

    const [sent] = await waitForEmailsTo(user.email);
    const link = resetLinkIn(sent);
    expect(link.url.origin).toBe('https://music.test');
    expect(link.url.pathname).toBe(`/password/reset/${link.token}`);
    expect(link.email).toBe(user.email);
    expect(sent.body_html).toContain('/password/reset/');
    expect(await emailsTo('no-account-here@example.com')).toEqual([]);

    const [stored] = await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id));
    expect(stored.id).toBe(await sha256(link.token));
    const lifetime = Date.parse(stored.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
  });

  it('requires a valid email', async () => {
    const res = await new TestBrowser().post('/auth/forgot-password', { email: 'nope' });
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.email).toEqual(['The email must be a valid email address.']);
  });

  it('allows 3 requests per email and address in 15 minutes, then 429 with Retry-After', async () => {
    await awayFromWindowEdge(900);
    const browser = new TestBrowser();
    for (let i = 0; i < 3; i++) expect((await browser.post('/auth/forgot-password', { email: 'someone@example.com' })).status).toBe(200);
    const limited = await browser.post('/auth/forgot-password', { email: 'someone@example.com' });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  }, 20_000);

  it('answers 419 without the XSRF header', async () => {
    const res = await request('/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com' }),
    });
    expect(res.status).toBe(419);
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password and ends every session of the account', async () => {
    const { user, browser } = await signedIn();
    const elsewhere = await loginAs(user.id);
    const link = await requestResetLink(user.email);

    const res = await reset(link.token, link.email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Your password has been reset!' });

    expect(await db().select().from(sessions).where(eq(sessions.user_id, user.id))).toEqual([]);
    const me = await (await browser.get('/api/v1/bootstrap-data')).json<any>();
    expect(me.bootstrapData.user).toBeNull();
    expect((await request('/api/v1/bootstrap-data', { headers: elsewhere.headers }).then((r) => r.json<any>())).bootstrapData.user).toBeNull();

    expect((await new TestBrowser().login(user.email, PASSWORD)).status).toBe(422);
    expect((await new TestBrowser().login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('marks the email verified, since the link reached it', async () => {
    const user = await createUser({ password: PASSWORD });
    const link = await requestResetLink(user.email);
    await reset(link.token, link.email);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.email_verified_at).toEqual(expect.any(String));
  });

  it('is single use', async () => {
    const user = await createUser({ password: PASSWORD });
    const link = await requestResetLink(user.email);
    expect((await reset(link.token, link.email)).status).toBe(200);
    const again = await reset(link.token, link.email, 'yet another passphrase');
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual(INVALID_TOKEN);
    expect((await new TestBrowser().login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await createUser({ password: PASSWORD });
    const link = await requestResetLink(user.email);
    await db().update(passwordResetTokens).set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where(eq(passwordResetTokens.user_id, user.id));
    const res = await reset(link.token, link.email);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(INVALID_TOKEN);
  });

  it('refuses a token with another email, an unknown token, and an older link once a newer one was sent', async () => {
    const user = await createUser({ password: PASSWORD });
    const other = await createUser({ password: PASSWORD });
    const first = await requestResetLink(user.email);
    expect(await (await reset(first.token, other.email)).json()).toEqual(INVALID_TOKEN);
    expect(await (await reset('made-up-token', user.email)).json()).toEqual(INVALID_TOKEN);

    const res = await new TestBrowser().post('/auth/forgot-password', { email: user.email });
    expect(res.status).toBe(200);
    const emails = await waitForEmailsTo(user.email, 2);
    const second = resetLinkIn(emails[1]);
    expect(await (await reset(first.token, user.email)).json()).toEqual(INVALID_TOKEN);
    expect((await reset(second.token, user.email)).status).toBe(200);
  });

  it('validates the new password and its confirmation', async () => {
    const user = await createUser({ password: PASSWORD });
    const link = await requestResetLink(user.email);
    const res = await new TestBrowser().post('/auth/reset-password', {
      token: link.token,
      email: user.email,
      password: 'short',
      password_confirmation: 'different',
    });
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors).toEqual({
      password: ['The password must be at least 8 characters.'],
      password_confirmation: ['The password confirmation does not match.'],
    });
    // The link still works after a refused attempt.
    expect((await reset(link.token, link.email)).status).toBe(200);
  });
});

describe('PUT /auth/user/password', () => {
  const change = (browser: TestBrowser, current: string, password = NEW_PASSWORD) =>
    browser.put('/auth/user/password', { current_password: current, password, password_confirmation: password });

  it('refuses a wrong current password', async () => {
    const { browser } = await signedIn();
    const res = await change(browser, 'not the password');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: INCORRECT, errors: { current_password: [INCORRECT] } });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { user, browser } = await signedIn();
    const other = await loginAs(user.id);
    const res = await change(browser, PASSWORD);
    expect(res.status).toBe(200);
    expect((await res.json<any>()).user).toMatchObject({ id: user.id, has_password: true });

    const remaining = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, user.id));
    expect(remaining).toEqual([{ id: await sha256(browser.sessionToken!) }]);
    const otherMe = await (await request('/api/v1/bootstrap-data', { headers: other.headers })).json<any>();
    expect(otherMe.bootstrapData.user).toBeNull();
    expect((await (await browser.get('/api/v1/bootstrap-data')).json<any>()).bootstrapData.user.id).toBe(user.id);

    expect((await new TestBrowser().login(user.email, PASSWORD)).status).toBe(422);
    expect((await new TestBrowser().login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('validates the new password', async () => {
    const { browser } = await signedIn();
    const res = await browser.put('/auth/user/password', { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: 'nope' });
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
    const missing = await browser.put('/auth/user/password', {});
    expect(Object.keys((await missing.json<any>()).errors).sort()).toEqual(['current_password', 'password', 'password_confirmation']);
  });

  it('answers 401 to a guest, 403 to a banned user and 419 without the XSRF header', async () => {
    expect((await change(new TestBrowser(), PASSWORD)).status).toBe(401);

    const { user, browser } = await signedIn();
    const noXsrf = await browser.fetch('/auth/user/password', {
      method: 'PUT',
      json: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      headers: { 'X-XSRF-TOKEN': 'forged' },
    });
    expect(noXsrf.status).toBe(419);

    await db().update(users).set({ banned_at: new Date().toISOString() }).where(eq(users.id, user.id));
    const banned = await change(browser, PASSWORD);
    expect(banned.status).toBe(403);
    // `suspended` tells the client to show the suspended screen (worker/http/errors.ts).
    expect(await banned.json()).toEqual({ message: 'This action is unauthorized.', suspended: true });
  });

  it('is reachable as a POST with the method override the client uses', async () => {
    const { browser } = await signedIn();
    const res = await browser.fetch('/auth/user/password', {
      method: 'POST',
      json: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      headers: { 'X-HTTP-Method-Override': 'PUT' },
    });
    expect(res.status).toBe(200);
  });
});
