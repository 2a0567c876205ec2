import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/users';
import { authChallenges } from '../../db/auth';
import { sessions } from '../../db/sessions';
import { SESSION_COOKIE } from '../../worker/auth/sessions';
import { createUser, db } from './support/http';
import { TestBrowser } from './support/test-browser';
import { awayFromStepEdge, enableTwoFactor, totpCode, wrongTotpCode } from './support/two-factor';
import { awayFromWindowEdge } from './support/rate-limits';

const PASSWORD = 'correct horse battery';
const WRONG_CODE = 'The provided two factor authentication code was invalid.';
const WRONG_RECOVERY_CODE = 'The provided two factor recovery code was invalid.';
const RECOVERY_CODE_SHAPE = /^[a-z0-9]{10}-[a-z0-9]{10}$/;

/** A signed-in browser of a user with a password. */
async function signedIn(options: { confirmed?: boolean } = {}) {
  const user = await createUser({ password: PASSWORD });
  const browser = new TestBrowser();
  expect((await browser.login(user.email, PASSWORD)).status).toBe(200);
  if (options.confirmed) expect((await browser.post('/auth/user/confirm-password', { password: PASSWORD })).status).toBe(200);
  return { user, browser };
}

/** A browser that passed the password step of a two-factor account. */
async function atChallenge(remember = true) {
  const user = await createUser({ password: PASSWORD });
  const { secret, recoveryCodes } = await enableTwoFactor(user.id);
  const browser = new TestBrowser();
  expect(await (await browser.login(user.email, PASSWORD, remember)).json()).toEqual({ two_factor: true });
  return { user, browser, secret, recoveryCodes };
}

async function userRow(id: number) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row;
}

describe('POST /auth/user/two-factor-authentication', () => {
  it('answers 423 until the password was confirmed', async () => {
    const { browser } = await signedIn();
    const res = await browser.post('/auth/user/two-factor-authentication');
    expect(res.status).toBe(423);
    expect(await res.json()).toEqual({ message: 'Password confirmation required.' });
  });

  it('answers 401 to a guest', async () => {
    expect((await new TestBrowser().post('/auth/user/two-factor-authentication')).status).toBe(401);
  });

  it('makes a pending secret and 8 recovery codes of 21 characters, stored hashed', async () => {
    const { user, browser } = await signedIn({ confirmed: true });
    const res = await browser.post('/auth/user/two-factor-authentication');
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.recovery_codes).toHaveLength(8);
    for (const code of body.recovery_codes) {
      expect(code).toHaveLength(21);
      expect(code).toMatch(RECOVERY_CODE_SHAPE);
    }
    expect(new Set(body.recovery_codes).size).toBe(8);
    expect(body.user).toMatchObject({ id: user.id, two_factor_confirmed_at: null, two_factor_recovery_codes: 8 });
    expect(body.user).not.toHaveProperty('two_factor_secret');

    const row = await userRow(user.id);
    expect(row.two_factor_secret).toMatch(/^[A-Z2-7]{32}$/);
    for (const code of body.recovery_codes) expect(row.two_factor_recovery_codes).not.toContain(code);
    // Still pending: login does not ask for a code yet.
    expect(await (await new TestBrowser().login(user.email, PASSWORD)).json()).toMatchObject({ status: 'success' });
  });

  it('answers 409 once two-factor is already confirmed', async () => {
    const { user, browser } = await signedIn({ confirmed: true });
    await enableTwoFactor(user.id);
    const res = await browser.post('/auth/user/two-factor-authentication');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Two factor authentication is already enabled.' });
  });
});

describe('GET /auth/user/two-factor/qr-code', () => {
  it('shows the pending secret as an SVG QR code', async () => {
    const { browser } = await signedIn({ confirmed: true });
    await browser.post('/auth/user/two-factor-authentication');
    const res = await browser.get('/auth/user/two-factor/qr-code');
    expect(res.status).toBe(200);
    const { svg, secret } = await res.json<any>();
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('answers 404 before setup and once setup is confirmed (the secret never leaves again)', async () => {
    const { user, browser } = await signedIn();
    expect((await browser.get('/auth/user/two-factor/qr-code')).status).toBe(404);
    await enableTwoFactor(user.id);
    expect((await browser.get('/auth/user/two-factor/qr-code')).status).toBe(404);
  });
});

describe('POST /auth/user/confirmed-two-factor-authentication', () => {
  it('confirms setup with a code from an authenticator app; login then asks for a code', async () => {
    const { user, browser } = await signedIn({ confirmed: true });
    await browser.post('/auth/user/two-factor-authentication');
    const { secret } = await (await browser.get('/auth/user/two-factor/qr-code')).json<any>();

    const wrong = await browser.post('/auth/user/confirmed-two-factor-authentication', { code: await wrongTotpCode(secret) });
    expect(wrong.status).toBe(422);
    expect((await wrong.json<any>()).errors).toEqual({ code: [WRONG_CODE] });

    const res = await browser.post('/auth/user/confirmed-two-factor-authentication', { code: await totpCode(secret) });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).user.two_factor_confirmed_at).toEqual(expect.any(String));
    expect(await (await new TestBrowser().login(user.email, PASSWORD)).json()).toEqual({ two_factor: true });
  });

  it('requires a 6-digit code', async () => {
    const { browser } = await signedIn();
    for (const code of ['12345', '1234567', 'abcdef', undefined]) {
      const res = await browser.post('/auth/user/confirmed-two-factor-authentication', { code });
      expect(res.status).toBe(422);
    }
  });

  it('answers 409 when setup was never started', async () => {
    const { browser } = await signedIn();
    const res = await browser.post('/auth/user/confirmed-two-factor-authentication', { code: '123456' });
    expect(res.status).toBe(409);
  });
});

describe('POST /auth/two-factor-challenge', () => {
  it('completes the sign-in with a valid code: a session, bootstrap data, and the challenge spent', async () => {
    const { user, browser, secret } = await atChallenge();
    const res = await browser.post('/auth/two-factor-challenge', { code: await totpCode(secret) });
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.status).toBe('success');
    expect(body.bootstrapData.user).toMatchObject({ id: user.id, two_factor_recovery_codes: 8 });
    expect(browser.sessionToken).toBeDefined();
    expect(browser.cookies.has('two_factor_challenge')).toBe(false);
    expect(await db().select().from(authChallenges).where(eq(authChallenges.user_id, user.id))).toEqual([]);
    const me = await (await browser.get('/api/v1/bootstrap-data')).json<any>();
    expect(me.bootstrapData.user.id).toBe(user.id);
  });

  it('keeps the remember choice of the login', async () => {
    const { browser, secret } = await atChallenge(false);
    await browser.post('/auth/two-factor-challenge', { code: await totpCode(secret) });
    const cookie = browser.lastSetCookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.attributes).not.toHaveProperty('max-age');
  });

  it('refuses a wrong code and lets the right one through afterwards', async () => {
    const { browser, secret } = await atChallenge();
    const wrong = await browser.post('/auth/two-factor-challenge', { code: await wrongTotpCode(secret) });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ message: WRONG_CODE, errors: { code: [WRONG_CODE] } });
    expect(browser.sessionToken).toBeUndefined();
    expect((await browser.post('/auth/two-factor-challenge', { code: await totpCode(secret) })).status).toBe(200);
  });

  it('accepts one step of clock drift either way', async () => {
    const early = await atChallenge();
    await awayFromStepEdge();
    expect((await early.browser.post('/auth/two-factor-challenge', { code: await totpCode(early.secret, -1) })).status).toBe(200);
    const late = await atChallenge();
    expect((await late.browser.post('/auth/two-factor-challenge', { code: await totpCode(late.secret, 1) })).status).toBe(200);
    const stale = await atChallenge();
    expect((await stale.browser.post('/auth/two-factor-challenge', { code: await totpCode(stale.secret, -3) })).status).toBe(422);
  }, 20_000);

  it('refuses a code already used, even in a new sign-in within its window', async () => {
    const { user, browser, secret } = await atChallenge();
    const code = await totpCode(secret);
    expect((await browser.post('/auth/two-factor-challenge', { code })).status).toBe(200);

    const again = new TestBrowser();
    await again.login(user.email, PASSWORD);
    const replay = await again.post('/auth/two-factor-challenge', { code });
    expect(replay.status).toBe(422);
    expect((await replay.json<any>()).errors).toEqual({ code: [WRONG_CODE] });
    // An earlier step is no better than the same one.
    expect((await again.post('/auth/two-factor-challenge', { code: await totpCode(secret, -1) })).status).toBe(422);
    // The next step's code is fresh.
    expect((await again.post('/auth/two-factor-challenge', { code: await totpCode(secret, 1) })).status).toBe(200);
  });

  it('is single use: the challenge cannot complete a second sign-in', async () => {
    const { browser, secret } = await atChallenge();
    const challengeCookie = browser.cookies.get('two_factor_challenge')!;
    expect((await browser.post('/auth/two-factor-challenge', { code: await totpCode(secret) })).status).toBe(200);

    const thief = new TestBrowser();
    thief.cookies.set('two_factor_challenge', challengeCookie);
    const res = await thief.post('/auth/two-factor-challenge', { code: await totpCode(secret, 1) });
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.code).toEqual(['This sign-in has expired. Please log in again.']);
    expect(thief.sessionToken).toBeUndefined();
  });

  it('answers 422 without a pending challenge or after it expired', async () => {
    expect((await new TestBrowser().post('/auth/two-factor-challenge', { code: '123456' })).status).toBe(422);
    const { user, browser, secret } = await atChallenge();
    await db().update(authChallenges).set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where(eq(authChallenges.user_id, user.id));
    expect((await browser.post('/auth/two-factor-challenge', { code: await totpCode(secret) })).status).toBe(422);
  });

  it('accepts each recovery code once, and counts what is left', async () => {
    const { user, browser, recoveryCodes } = await atChallenge();
    const res = await browser.post('/auth/two-factor-challenge', { recovery_code: recoveryCodes[3] });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).bootstrapData.user.two_factor_recovery_codes).toBe(7);

    const again = new TestBrowser();
    await again.login(user.email, PASSWORD);
    const used = await again.post('/auth/two-factor-challenge', { recovery_code: recoveryCodes[3] });
    expect(used.status).toBe(422);
    expect(await used.json()).toEqual({ message: WRONG_RECOVERY_CODE, errors: { recovery_code: [WRONG_RECOVERY_CODE] } });
    const unknown = await again.post('/auth/two-factor-challenge', { recovery_code: 'aaaaaaaaaa-aaaaaaaaaa' });
    expect(unknown.status).toBe(422);
    expect((await again.post('/auth/two-factor-challenge', { recovery_code: recoveryCodes[0] })).status).toBe(200);
    expect(JSON.parse((await userRow(user.id)).two_factor_recovery_codes!)).toHaveLength(6);
  });

  it('requires a 6-digit code or a 21-character recovery code', async () => {
    const { browser } = await atChallenge();
    const empty = await browser.post('/auth/two-factor-challenge', {});
    expect((await empty.json<any>()).errors).toEqual({ code: ['The code field is required.'] });
    const shortCode = await browser.post('/auth/two-factor-challenge', { code: '12345' });
    expect((await shortCode.json<any>()).errors.code).toEqual(['The code must be 6 digits.']);
    const shortRecovery = await browser.post('/auth/two-factor-challenge', { recovery_code: 'abc-def' });
    expect((await shortRecovery.json<any>()).errors.recovery_code).toEqual(['The recovery code must be 21 characters.']);
  });

  it('allows 5 attempts a minute per pending account and address, then 429', async () => {
    await awayFromWindowEdge(60);
    const { browser, secret } = await atChallenge();
    const wrong = await wrongTotpCode(secret);
    for (let i = 0; i < 5; i++) expect((await browser.post('/auth/two-factor-challenge', { code: wrong })).status).toBe(422);
    const limited = await browser.post('/auth/two-factor-challenge', { code: await totpCode(secret) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 20_000);

  it('refuses an account banned between the two steps', async () => {
    const { user, browser, secret } = await atChallenge();
    await db().update(users).set({ banned_at: new Date().toISOString() }).where(eq(users.id, user.id));
    expect((await browser.post('/auth/two-factor-challenge', { code: await totpCode(secret) })).status).toBe(403);
    expect(browser.sessionToken).toBeUndefined();
  });

  it('answers 419 without the XSRF header', async () => {
    const { browser, secret } = await atChallenge();
    const res = await browser.fetch('/auth/two-factor-challenge', {
      method: 'POST',
      json: { code: await totpCode(secret) },
      headers: { 'X-XSRF-TOKEN': '' },
    });
    expect(res.status).toBe(419);
  });
});

describe('DELETE /auth/user/two-factor-authentication', () => {
  it('answers 423 until the password was confirmed, then turns two-factor off', async () => {
    const { user, browser } = await signedIn();
    await enableTwoFactor(user.id);
    expect((await browser.delete('/auth/user/two-factor-authentication')).status).toBe(423);

    await browser.post('/auth/user/confirm-password', { password: PASSWORD });
    const res = await browser.delete('/auth/user/two-factor-authentication');
    expect(res.status).toBe(200);
    expect((await res.json<any>()).user).toMatchObject({ two_factor_confirmed_at: null, two_factor_recovery_codes: 0 });
    const row = await userRow(user.id);
    expect(row.two_factor_secret).toBeNull();
    expect(await (await new TestBrowser().login(user.email, PASSWORD)).json()).toMatchObject({ status: 'success' });
  });

  it('is refused to a banned user', async () => {
    const { user, browser } = await signedIn({ confirmed: true });
    await db().update(users).set({ banned_at: new Date().toISOString() }).where(eq(users.id, user.id));
    expect((await browser.delete('/auth/user/two-factor-authentication')).status).toBe(403);
  });
});

describe('POST /auth/user/two-factor-recovery-codes', () => {
  it('answers 423 until the password was confirmed, then replaces every code', async () => {
    const { user, browser } = await signedIn();
    const { recoveryCodes } = await enableTwoFactor(user.id);
    expect((await browser.post('/auth/user/two-factor-recovery-codes')).status).toBe(423);

    await browser.post('/auth/user/confirm-password', { password: PASSWORD });
    const res = await browser.post('/auth/user/two-factor-recovery-codes');
    expect(res.status).toBe(200);
    const { recovery_codes, user: payload } = await res.json<any>();
    expect(recovery_codes).toHaveLength(8);
    expect(payload.two_factor_recovery_codes).toBe(8);

    const other = new TestBrowser();
    await other.login(user.email, PASSWORD);
    expect((await other.post('/auth/two-factor-challenge', { recovery_code: recoveryCodes[0] })).status).toBe(422);
    expect((await other.post('/auth/two-factor-challenge', { recovery_code: recovery_codes[0] })).status).toBe(200);
    expect(await db().select().from(sessions).where(eq(sessions.user_id, user.id))).toHaveLength(2);
  });

  it('answers 409 when two-factor is not set up', async () => {
    const { browser } = await signedIn({ confirmed: true });
    expect((await browser.post('/auth/user/two-factor-recovery-codes')).status).toBe(409);
  });
});
