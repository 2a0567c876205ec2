import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/d1';
import { sendMail } from '../../worker/mail/send-mail';
import { passwordResetEmail } from '../../worker/mail/templates/password-reset';
import { verificationCodeEmail } from '../../worker/mail/templates/verification-code';
import { setSettings } from './support/test-browser';
import { emailsTo } from './support/mail';
import { FAILING_MAIL_ENDPOINT, FAKE_MAIL_ENDPOINT } from './support/outbound-fakes';

const message = (to: string) => ({ to, subject: 'Hello', text: 'Plain hello', html: '<p>Hello</p>' });
const address = () => `mail-${crypto.randomUUID()}@example.com`;

afterEach(() => setSettings({ 'mail.driver': 'local', 'mail.http_endpoint': 'https://api.resend.com/emails' }));

// The http driver's endpoint is answered by support/outbound-fakes.ts: it
// accepts a Resend-shaped message with the test MAIL_API_KEY, and /down fails.
describe('sendMail', () => {
  it('local driver: records the message as sent, and sends nothing', async () => {
    const to = address();
    expect(await sendMail(env, drizzle(env.DB), message(to))).toEqual({ status: 'sent', error: null });
    const [row] = await emailsTo(to);
    expect(row).toMatchObject({ to_address: to, subject: 'Hello', body_text: 'Plain hello', body_html: '<p>Hello</p>', driver: 'local', status: 'sent', error: null });
  });

  it('http driver: posts the message to the email API and records it as sent', async () => {
    await setSettings({ 'mail.driver': 'http', 'mail.http_endpoint': FAKE_MAIL_ENDPOINT });
    const to = address();
    expect(await sendMail(env, drizzle(env.DB), message(to))).toEqual({ status: 'sent', error: null });
    expect((await emailsTo(to))[0]).toMatchObject({ driver: 'http', status: 'sent' });
  });

  it('http driver: records a refused message as failed, with the reason, without throwing', async () => {
    await setSettings({ 'mail.driver': 'http', 'mail.http_endpoint': FAILING_MAIL_ENDPOINT });
    const to = address();
    const result = await sendMail(env, drizzle(env.DB), message(to));
    expect(result).toEqual({ status: 'failed', error: 'Email API answered 500: upstream down' });
    expect((await emailsTo(to))[0]).toMatchObject({ driver: 'http', status: 'failed', error: 'Email API answered 500: upstream down' });
  });

  it('http driver: fails without the MAIL_API_KEY secret, and with a wrong one', async () => {
    await setSettings({ 'mail.driver': 'http', 'mail.http_endpoint': FAKE_MAIL_ENDPOINT });
    const to = address();
    const missing = await sendMail({ ...env, MAIL_API_KEY: undefined }, drizzle(env.DB), message(to));
    expect(missing).toEqual({ status: 'failed', error: 'MAIL_API_KEY is not set.' });
    const wrong = await sendMail({ ...env, MAIL_API_KEY: 'wrong' }, drizzle(env.DB), message(to));
    expect(wrong.status).toBe('failed');
    expect(wrong.error).toContain('401');
    expect(await emailsTo(to)).toHaveLength(2);
  });
});

describe('email templates', () => {
  it('put the code in both parts and escape the site name in HTML', () => {
    const email = verificationCodeEmail('<b>Radio</b> & co', '042917');
    expect(email.subject).toContain('042917');
    expect(email.text).toContain('042917');
    expect(email.html).toContain('042917');
    expect(email.html).toContain('&lt;b&gt;Radio&lt;/b&gt; &amp; co');
    expect(email.html).not.toContain('<b>Radio</b>');
  });

  it('link the reset page, escaped in HTML', () => {
    const url = 'https://music.test/password/reset/abc?email=a%40example.com&x="y"';
    const email = passwordResetEmail('Melodia', url);
    expect(email.text).toContain(url);
    expect(email.html).toContain('href="https://music.test/password/reset/abc?email=a%40example.com&amp;x=&quot;y&quot;"');
  });
});
