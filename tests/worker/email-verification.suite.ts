import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailVerificationCodes } from '../../db/auth';
import { users } from '../../db/users';
import { createUser, db } from './support/http';
import { setSettings, TestBrowser } from './support/test-browser';
import { emailsTo, verificationCodeIn } from './support/mail';
import { FAILING_MAIL_ENDPOINT } from './support/outbound-fakes';
import { awayFromWindowEdge } from './support/rate-limits';

const PASSWORD = 'a good long password';
const WRONG = 'The verification code is invalid.';
const EXPIRED = 'The verification code has expired. Please request a new one.';

beforeEach(() => setSettings({ require_email_confirmation: true }));
afterEach(() => setSettings({ require_email_confirmation: false, 'mail.driver': 'local', 'mail.http_endpoint': 'https://api.resend.com/emails' }));

/** Registers through the API, which signs in and emails the first code. */
async function registered() {
  const email = `verify-${crypto.randomUUID()}@example.com`;
  const browser = new TestBrowser();
  const res = await browser.post('/auth/register', { email, password: PASSWORD, password_confirmation: PASSWORD });
  const { bootstrapData } = await res.json<any>();
  const [sent] = await emailsTo(email);
  return { email, browser, userId: bootstrapData.user.id as number, code: verificationCodeIn(sent) };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/v1/validate-email-verification-otp', () => {
  it('verifies the email with the emailed code', async () => {
    const { browser, code } = await registered();
    const res = await browser.post('/api/v1/validate-email-verification-otp', { code });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).user.email_verified_at).toEqual(expect.any(String));
    const me = await (await browser.get('/api/v1/bootstrap-data')).json<any>();
    expect(me.bootstrapData.user.email_verified_at).toEqual(expect.any(String));
  });

  it('refuses a wrong code and accepts the right one afterwards', async () => {
    const { browser, code, userId } = await registered();
    const wrong = await browser.post('/api/v1/validate-email-verification-otp', { code: otherCode(code) });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ message: WRONG, errors: { code: [WRONG] } });
    const [row] = await db().select().from(emailVerificationCodes).where(eq(emailVerificationCodes.user_id, userId));
    expect(row.attempts).toBe(1);
    expect((await browser.post('/api/v1/validate-email-verification-otp', { code })).status).toBe(200);
  });

  it('gives up on a code after 5 wrong attempts, even for the right code', async () => {
    const { browser, code } = await registered();
    for (let i = 0; i < 5; i++) {
      const res = await browser.post('/api/v1/validate-email-verification-otp', { code: otherCode(code) });
      expect((await res.json<any>()).errors.code).toEqual([WRONG]);
    }
    const res = await browser.post('/api/v1/validate-email-verification-otp', { code });
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.code).toEqual([EXPIRED]);
  });

  it('refuses an expired code', async () => {
    const { browser, code, userId } = await registered();
    await db()
      .update(emailVerificationCodes)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(emailVerificationCodes.user_id, userId));
    const res = await browser.post('/api/v1/validate-email-verification-otp', { code });
    expect((await res.json<any>()).errors.code).toEqual([EXPIRED]);
  });

  it('is single use: the code row is gone once verified', async () => {
    const { browser, code, userId } = await registered();
    await browser.post('/api/v1/validate-email-verification-otp', { code });
    expect(await db().select().from(emailVerificationCodes).where(eq(emailVerificationCodes.user_id, userId))).toEqual([]);
  });

  it('requires a 6-digit code, a signed-in user and the XSRF header', async () => {
    const { browser } = await registered();
    for (const code of ['12345', '1234567', 'abcdef']) {
      const res = await browser.post('/api/v1/validate-email-verification-otp', { code });
      expect((await res.json<any>()).errors.code).toEqual(['The code must be 6 digits.']);
    }
    expect((await new TestBrowser().post('/api/v1/validate-email-verification-otp', { code: '123456' })).status).toBe(401);
    const forged = await browser.fetch('/api/v1/validate-email-verification-otp', { method: 'POST', json: { code: '123456' }, headers: { 'X-XSRF-TOKEN': 'x' } });
    expect(forged.status).toBe(419);
  });
});

describe('POST /api/v1/resend-email-verification', () => {
  it('emails a new code; only the newest code works', async () => {
    const { email, browser, code } = await registered();
    const res = await browser.post('/api/v1/resend-email-verification', { email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Email sent' });
    const emails = await emailsTo(email);
    expect(emails).toHaveLength(2);
    const newCode = verificationCodeIn(emails[1]);
    if (newCode !== code) {
      expect((await (await browser.post('/api/v1/validate-email-verification-otp', { code })).json<any>()).errors.code).toEqual([WRONG]);
    }
    expect((await browser.post('/api/v1/validate-email-verification-otp', { code: newCode })).status).toBe(200);
  });

  it('resets the attempts of a code that ran out', async () => {
    const { email, browser, code } = await registered();
    for (let i = 0; i < 5; i++) await browser.post('/api/v1/validate-email-verification-otp', { code: otherCode(code) });
    await browser.post('/api/v1/resend-email-verification', { email });
    const newCode = verificationCodeIn((await emailsTo(email))[1]);
    expect((await browser.post('/api/v1/validate-email-verification-otp', { code: newCode })).status).toBe(200);
  });

  it('sends only to the account own address', async () => {
    const { browser } = await registered();
    const res = await browser.post('/api/v1/resend-email-verification', { email: 'stranger@example.com' });
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.email).toEqual(['The email does not match your account.']);
    expect(await emailsTo('stranger@example.com')).toEqual([]);
  });

  it('answers 422 once the email is verified', async () => {
    const { email, browser, code } = await registered();
    await browser.post('/api/v1/validate-email-verification-otp', { code });
    const res = await browser.post('/api/v1/resend-email-verification', { email });
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.email).toEqual(['Your email is already verified.']);
  });

  it('allows 3 resends per account and address in 15 minutes, then 429 with Retry-After', async () => {
    await awayFromWindowEdge(900);
    const { email, browser } = await registered();
    for (let i = 0; i < 3; i++) expect((await browser.post('/api/v1/resend-email-verification', { email })).status).toBe(200);
    const limited = await browser.post('/api/v1/resend-email-verification', { email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await emailsTo(email)).toHaveLength(4);
  }, 20_000);

  it('answers 503 when the email could not be sent, and records the failure', async () => {
    const { email, browser } = await registered();
    await setSettings({ 'mail.driver': 'http', 'mail.http_endpoint': FAILING_MAIL_ENDPOINT });
    const res = await browser.post('/api/v1/resend-email-verification', { email });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'The email could not be sent. Please try again later.' });
    const emails = await emailsTo(email);
    expect(emails[emails.length - 1]).toMatchObject({ driver: 'http', status: 'failed' });
  });

  it('answers 401 to a guest and 403 to a banned user', async () => {
    expect((await new TestBrowser().post('/api/v1/resend-email-verification', { email: 'a@example.com' })).status).toBe(401);
    const banned = await createUser({ password: PASSWORD });
    const browser = new TestBrowser();
    await browser.login(banned.email, PASSWORD);
    await db().update(users).set({ banned_at: new Date().toISOString() }).where(eq(users.id, banned.id));
    expect((await browser.post('/api/v1/resend-email-verification', { email: banned.email })).status).toBe(403);
  });
});
