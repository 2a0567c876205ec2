import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from './support/http';
import { setSettings, TestBrowser } from './support/test-browser';
import { BOT_CHECK_SECRET, siteverifyCalls } from './support/outbound-fakes';
import { awayFromWindowEdge } from './support/rate-limits';

// Siteverify requests are answered by the fakes of support/outbound-fakes.ts:
// the token 'pass' passes, anything else fails.
const FAILED = { message: 'Could not verify you are human.' };
const ALL_OFF = {
  'recaptcha.driver': 'turnstile',
  'recaptcha.site_key': 'site-key',
  'recaptcha.secret_key': BOT_CHECK_SECRET,
  'recaptcha.enable.register': false,
  'recaptcha.enable.login': false,
  'recaptcha.enable.forgot_password': false,
  'recaptcha.enable.contact': false,
};

beforeEach(() => setSettings(ALL_OFF));
afterEach(() => setSettings(ALL_OFF));

describe('POST /api/v1/recaptcha/verify', () => {
  it('passes a good Turnstile token and fails a bad one', async () => {
    const browser = new TestBrowser();
    expect(await (await browser.post('/api/v1/recaptcha/verify', { token: 'pass' })).json()).toEqual({ success: true });
    expect(await (await browser.post('/api/v1/recaptcha/verify', { token: 'forged' })).json()).toEqual({ success: false });
  });

  it('sends the configured secret: a wrong one fails every token', async () => {
    await setSettings({ 'recaptcha.secret_key': 'not-the-secret' });
    const res = await new TestBrowser().post('/api/v1/recaptcha/verify', { token: 'pass' });
    expect(await res.json()).toEqual({ success: false });
  });

  it('with the recaptcha driver, also requires a v3 score of at least 0.5', async () => {
    await setSettings({ 'recaptcha.driver': 'recaptcha' });
    const browser = new TestBrowser();
    expect(await (await browser.post('/api/v1/recaptcha/verify', { token: 'pass' })).json()).toEqual({ success: true });
    expect(await (await browser.post('/api/v1/recaptcha/verify', { token: 'low-score' })).json()).toEqual({ success: false });
    expect(await (await browser.post('/api/v1/recaptcha/verify', { token: 'forged' })).json()).toEqual({ success: false });
  });

  it('asks no provider while no bot check is configured (issue 11)', async () => {
    const before = await siteverifyCalls();
    await new TestBrowser().post('/api/v1/recaptcha/verify', { token: 'pass' });
    expect(await siteverifyCalls()).toBe(before + 1);
    await setSettings({ 'recaptcha.site_key': '', 'recaptcha.secret_key': '' });
    for (let i = 0; i < 5; i++) expect(await (await new TestBrowser().post('/api/v1/recaptcha/verify', { token: 'pass' })).json()).toEqual({ success: false });
    expect(await siteverifyCalls()).toBe(before + 1);
  });

  it('requires a token', async () => {
    const res = await new TestBrowser().post('/api/v1/recaptcha/verify', {});
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.token).toEqual(['The token field is required.']);
  });

  it('allows 30 checks a minute per address', async () => {
    await awayFromWindowEdge(60);
    const browser = new TestBrowser();
    for (let i = 0; i < 30; i++) expect((await browser.post('/api/v1/recaptcha/verify', { token: 'x' })).status).toBe(200);
    const limited = await browser.post('/api/v1/recaptcha/verify', { token: 'pass' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  }, 20_000);
});

describe('the bot check on register, login, forgot-password and contact', () => {
  const password = 'a long enough password';
  const actions = {
    register: (token?: string) => ({
      path: '/auth/register',
      body: { email: `human-${crypto.randomUUID()}@example.com`, password, password_confirmation: password, recaptcha_token: token },
    }),
    login: (token?: string) => ({ path: '/auth/login', body: { email: 'someone@example.com', password, recaptcha_token: token } }),
    forgot_password: (token?: string) => ({ path: '/auth/forgot-password', body: { email: 'someone@example.com', recaptcha_token: token } }),
    contact: (token?: string) => ({
      path: '/api/v1/contact-page',
      body: { name: 'Ana', email: 'ana@example.com', message: 'Hello', recaptcha_token: token },
    }),
  };

  for (const [action, build] of Object.entries(actions)) {
    it(`${action}: refuses a missing or failing token with a message-only 422 when enabled`, async () => {
      await setSettings({ [`recaptcha.enable.${action}`]: true });
      const browser = new TestBrowser();
      for (const token of [undefined, 'forged']) {
        const { path, body } = build(token);
        const res = await browser.post(path, body);
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual(FAILED);
      }
    });

    it(`${action}: lets a passing token through when enabled, and needs none when disabled`, async () => {
      const browser = new TestBrowser();
      // (Login then answers wrong credentials: any answer but the bot check's.)
      const withoutToken = build();
      const unchecked = await browser.post(withoutToken.path, withoutToken.body);
      expect(unchecked.status).toBeLessThan(500);
      expect(await unchecked.json()).not.toEqual(FAILED);
      await setSettings({ [`recaptcha.enable.${action}`]: true });
      const withToken = build('pass');
      const res = await new TestBrowser().post(withToken.path, withToken.body);
      expect(res.status).toBeLessThan(500);
      expect(await res.json()).not.toEqual(FAILED);
    });
  }

  it('checks the token only after the body is valid', async () => {
    await setSettings({ 'recaptcha.enable.login': true });
    const res = await new TestBrowser().post('/auth/login', { email: 'not-an-email' });
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.email).toEqual(['The email must be a valid email address.']);
  });

  it('does not stop a signed-in user from logging in again when only register is protected', async () => {
    await setSettings({ 'recaptcha.enable.register': true });
    const user = await createUser({ password });
    expect((await new TestBrowser().login(user.email, password)).status).toBe(200);
  });
});
