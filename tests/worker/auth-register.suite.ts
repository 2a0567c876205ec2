import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/users';
import { roles, userRoles } from '../../db/roles';
import { emailVerificationCodes } from '../../db/auth';
import { sessions } from '../../db/sessions';
import { sha256 } from '../../worker/auth/crypto';
import { verifyPassword } from '../../worker/auth/password';
import { SESSION_COOKIE, SESSION_REMEMBER_SECONDS } from '../../worker/auth/sessions';
import { createUser, db, loginAs, postJson, request } from './support/http';
import { setSettings, TestBrowser } from './support/test-browser';
import { emailsTo, verificationCodeIn } from './support/mail';
import { createInvite, createWorkspace } from './support/workspace-fixtures';

const PASSWORD = 'a good long password';
let counter = 0;
const newEmail = () => `new-listener-${++counter}-${Date.now()}@example.com`;
const registration = (email = newEmail(), extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...extra,
});

const DEFAULTS = { 'registration.disable': false, 'registration.policies': [], require_email_confirmation: false };
afterEach(() => setSettings(DEFAULTS));

describe('POST /auth/register', () => {
  it('creates the account with the default role, signs it in and answers bootstrap data', async () => {
    const email = newEmail();
    const browser = new TestBrowser();
    const res = await browser.post('/auth/register', registration(email));
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.status).toBe('success');
    expect(body.bootstrapData.user).toMatchObject({ email, name: email.split('@')[0], has_password: true, email_verified_at: null });
    expect(body.bootstrapData.user.roles.map((r: any) => r.name)).toEqual(['users']);

    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row.password).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, row.password)).toBe(true);
    const [defaultRole] = await db().select().from(roles).where(eq(roles.default, true));
    expect(await db().select().from(userRoles).where(eq(userRoles.user_id, row.id))).toEqual([{ user_id: row.id, role_id: defaultRole.id }]);

    const cookie = browser.lastSetCookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.attributes['max-age']).toBe(String(SESSION_REMEMBER_SECONDS));
    const me = await (await browser.get('/api/v1/bootstrap-data')).json<any>();
    expect(me.bootstrapData.user.id).toBe(row.id);
  });

  it('stores the email lower-cased', async () => {
    const email = newEmail();
    const res = await new TestBrowser().post('/auth/register', registration(email.toUpperCase()));
    expect((await res.json<any>()).bootstrapData.user.email).toBe(email);
  });

  it('refuses a taken email, whatever its case', async () => {
    const existing = await createUser();
    for (const email of [existing.email, existing.email.toUpperCase()]) {
      const res = await new TestBrowser().post('/auth/register', registration(email));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      });
    }
  });

  it('requires every field, with the messages the form shows', async () => {
    const res = await new TestBrowser().post('/auth/register', {});
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
      password_confirmation: ['The password confirmation field is required.'],
    });
  });

  it('checks the email format, password length bounds and confirmation', async () => {
    const browser = new TestBrowser();
    const badEmail = await browser.post('/auth/register', registration('not-an-email'));
    expect((await badEmail.json<any>()).errors.email).toEqual(['The email must be a valid email address.']);

    const short = await browser.post('/auth/register', { ...registration(), password: 'seven77', password_confirmation: 'seven77' });
    expect((await short.json<any>()).errors.password).toEqual(['The password must be at least 8 characters.']);

    const long = 'x'.repeat(256);
    const tooLong = await browser.post('/auth/register', { ...registration(), password: long, password_confirmation: long });
    expect((await tooLong.json<any>()).errors.password).toEqual(['The password may not be greater than 255 characters.']);

    const longest = 'y'.repeat(255);
    expect((await browser.post('/auth/register', { ...registration(), password: longest, password_confirmation: longest })).status).toBe(200);

    const mismatch = await new TestBrowser().post('/auth/register', { ...registration(), password_confirmation: 'something else' });
    expect(mismatch.status).toBe(422);
    expect((await mismatch.json<any>()).errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
  });

  it('requires every registration policy to be accepted', async () => {
    await setSettings({
      'registration.policies': [
        { id: 'terms', name: 'Terms of Service' },
        { id: 'privacy', name: 'Privacy Policy' },
      ],
    });
    const email = newEmail();
    const refused = await new TestBrowser().post('/auth/register', registration(email, { policies: { terms: true, privacy: false } }));
    expect(refused.status).toBe(422);
    expect((await refused.json<any>()).errors).toEqual({ 'policies.privacy': ['You must accept the Privacy Policy.'] });
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);

    const missing = await new TestBrowser().post('/auth/register', registration(email));
    expect(Object.keys((await missing.json<any>()).errors).sort()).toEqual(['policies.privacy', 'policies.terms']);

    const accepted = await new TestBrowser().post('/auth/register', registration(email, { policies: { terms: true, privacy: true } }));
    expect(accepted.status).toBe(200);
  });

  it('answers 403 while registration is disabled, unless the address holds a pending workspace invite', async () => {
    await setSettings({ 'registration.disable': true });
    const refused = await new TestBrowser().post('/auth/register', registration());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'This action is unauthorized.' });
    const madeUp = await new TestBrowser().post('/auth/register', registration(newEmail(), { invite_id: crypto.randomUUID(), invite_type: 'workspace' }));
    expect(madeUp.status).toBe(403);

    // The joining itself: tests/worker/workspaces-invites.suite.ts.
    const email = newEmail();
    const workspace = await createWorkspace((await createUser()).id);
    const invite = await createInvite(workspace.id, email);
    const invited = await new TestBrowser().post('/auth/register', registration(email, { invite_id: invite.id, invite_type: 'workspace' }));
    expect(invited.status).toBe(200);
  });

  it('validates invite ids as strings', async () => {
    const res = await new TestBrowser().post('/auth/register', registration(newEmail(), { invite_id: { id: 1 } }));
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.invite_id).toBeDefined();
  });

  it('emails a 6-digit code and answers needs_email_verification when confirmation is required', async () => {
    await setSettings({ require_email_confirmation: true, 'branding.site_name': 'Night Radio' });
    const email = newEmail();
    const browser = new TestBrowser();
    const res = await browser.post('/auth/register', registration(email));
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.status).toBe('needs_email_verification');
    expect(body.bootstrapData.user).toMatchObject({ email, email_verified_at: null });
    expect(browser.sessionToken).toBeDefined();

    const [sent] = await emailsTo(email);
    expect(sent).toMatchObject({ driver: 'local', status: 'sent' });
    expect(sent.subject).toContain('Night Radio');
    const code = verificationCodeIn(sent);
    expect(sent.body_html).toContain(code);

    const [stored] = await db().select().from(emailVerificationCodes).where(eq(emailVerificationCodes.user_id, body.bootstrapData.user.id));
    expect(stored.code_hash).not.toContain(code);
    expect(stored.attempts).toBe(0);
    const lifetime = Date.parse(stored.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(29 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000);
    await setSettings({ 'branding.site_name': 'Melodia' });
  });

  it('sends no email when confirmation is not required', async () => {
    const email = newEmail();
    await new TestBrowser().post('/auth/register', registration(email));
    expect(await emailsTo(email)).toEqual([]);
  });

  it('ends the session the browser held before', async () => {
    const previous = await loginAs((await createUser()).id);
    const res = await postJson('/auth/register', registration(), previous.headers);
    expect(res.status).toBe(200);
    expect(await db().select().from(sessions).where(eq(sessions.id, previous.sessionId))).toEqual([]);
    const newToken = res.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0].split('=')[1];
    expect(await sha256(newToken)).not.toBe(previous.sessionId);
  });

  it('answers 419 without the XSRF header', async () => {
    const res = await request('/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(registration()),
    });
    expect(res.status).toBe(419);
  });
});
