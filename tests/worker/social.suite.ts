import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { socialProfiles } from '../../db/auth';
import { users } from '../../db/users';
import { roles, userRoles } from '../../db/roles';
import { passkeys } from '../../db/auth';
import { hashPassword } from '../../worker/auth/password';
import { toBase64Url } from '../../worker/auth/crypto';
import { updateSettings } from '../../worker/settings/settings-service';
import { createUser, db, guestHeaders, loginAs, postJson, request } from './support/http';

type Headers = Record<string, string>;
type GoogleClaims = { sub: string; email?: string; email_verified?: boolean; name?: string };

const GOOGLE = { 'social.google.enable': true, 'social.google.client_id': 'google-client', 'social.google.client_secret': 'google-secret' };

let uid = 0;
const googleId = () => `google-${++uid}-${Date.now()}`;
const uniqueEmail = () => `social${++uid}-${Date.now()}@example.com`;

/** An unsigned JWT: arctic reads Google's ID token claims without verifying (it came over TLS). */
const idToken = (claims: GoogleClaims) =>
  ['{"alg":"none"}', JSON.stringify(claims)].map((part) => toBase64Url(new TextEncoder().encode(part))).join('.') + '.sig';

/** Google's token endpoint, answered in-process; every other outbound request fails the test. */
function mockGoogle(claims: GoogleClaims | 'fail') {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== 'https://oauth2.googleapis.com/token') throw new Error(`unexpected fetch ${url}`);
    if (claims === 'fail') return Response.json({ error: 'invalid_grant' }, { status: 400 });
    return Response.json({ access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken(claims) });
  });
}

function cookiePairs(res: Response): string[] {
  return res.headers.getSetCookie().map((line) => line.split(';')[0]).filter((pair) => !pair.endsWith('='));
}

/** The message the popup page posts to its opener. */
async function popupMessage(res: Response) {
  const html = await res.text();
  const match = /<script nonce="([\w-]+)">[\s\S]*?var message = (.*);\n/.exec(html);
  if (!match) throw new Error(`not a result page: ${html.slice(0, 200)}`);
  expect(res.headers.get('content-security-policy')).toContain(`'nonce-${match[1]}'`);
  return JSON.parse(match[2]);
}

/** GET .../login (or connect) then the provider's redirect back to the callback, as the popup would. */
async function popupFlow(claims: GoogleClaims, headers: Headers = guestHeaders(), mode: 'login' | 'connect' = 'login') {
  const start = await request(`/secure/auth/social/google/${mode}`, { headers, redirect: 'manual' });
  expect(start.status).toBe(302);
  const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
  mockGoogle(claims);
  const res = await request(`/secure/auth/social/google/callback?code=the-code&state=${state}`, {
    headers: { ...headers, Cookie: [headers.Cookie, ...cookiePairs(start)].filter(Boolean).join('; ') },
  });
  vi.restoreAllMocks();
  return { res, message: await popupMessage(res.clone()) };
}

async function userWithPassword(password = 'correct horse') {
  const user = await createUser();
  await db().update(users).set({ password: await hashPassword(password, 1000) }).where(eq(users.id, user.id));
  return user;
}

const profilesOf = (userId: number) => db().select().from(socialProfiles).where(eq(socialProfiles.user_id, userId));

beforeEach(async () => {
  await updateSettings(env, db(), { ...GOOGLE, 'registration.disable': false });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /secure/auth/social/{service}/login', () => {
  it('sends the popup to Google with state, PKCE and our callback, keeping them in a short-lived HttpOnly cookie', async () => {
    const res = await request('/secure/auth/social/google/login', { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(location.searchParams.get('client_id')).toBe('google-client');
    expect(location.searchParams.get('redirect_uri')).toBe('https://music.test/secure/auth/social/google/callback');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')!.length).toBeGreaterThan(20);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('social_auth_flow='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/secure\/auth\/social/);
    expect(cookie).not.toContain(location.searchParams.get('state'));
  });

  it('answers 404 with an ERROR page for unknown, disabled and unconfigured services', async () => {
    await updateSettings(env, db(), { 'social.facebook.enable': false, 'social.twitter.enable': true, 'social.twitter.client_id': '' });
    for (const service of ['myspace', 'facebook', 'twitter']) {
      const res = await request(`/secure/auth/social/${service}/login`, { redirect: 'manual' });
      expect(res.status).toBe(404);
      expect(await popupMessage(res)).toEqual({ type: 'social-auth', status: 'ERROR', message: 'An error occurred. Please try again later' });
    }
  });

  it('answers ALREADY_LOGGED_IN to a signed-in user', async () => {
    const { headers } = await loginAs((await createUser()).id);
    const res = await request('/secure/auth/social/google/login', { headers, redirect: 'manual' });
    expect(res.status).toBe(200);
    expect((await popupMessage(res)).status).toBe('ALREADY_LOGGED_IN');
  });
});

describe('GET /secure/auth/social/{service}/connect', () => {
  it('needs a signed-in user (401 ERROR page)', async () => {
    const res = await request('/secure/auth/social/google/connect', { redirect: 'manual' });
    expect(res.status).toBe(401);
    expect((await popupMessage(res)).status).toBe('ERROR');
  });
});

describe('GET /secure/auth/social/{service}/callback', () => {
  it('refuses a state that does not match the flow cookie, and a callback without one', async () => {
    const start = await request('/secure/auth/social/google/login', { redirect: 'manual' });
    const mismatch = await request('/secure/auth/social/google/callback?code=c&state=forged-state-forged-state', {
      headers: { Cookie: cookiePairs(start).join('; ') },
    });
    expect(mismatch.status).toBe(400);
    expect(await popupMessage(mismatch)).toMatchObject({ status: 'ERROR', message: 'An error occurred. Please try again later' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const noCookie = await request(`/secure/auth/social/google/callback?code=c&state=${state}`);
    expect((await popupMessage(noCookie)).status).toBe('ERROR');
  });

  it('reports ERROR when the person cancels at the provider or the code exchange fails', async () => {
    const start = await request('/secure/auth/social/google/login', { redirect: 'manual' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const cancelled = await request(`/secure/auth/social/google/callback?error=access_denied&state=${state}`, {
      headers: { Cookie: cookiePairs(start).join('; ') },
    });
    expect((await popupMessage(cancelled)).status).toBe('ERROR');

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const start2 = await request('/secure/auth/social/google/login', { redirect: 'manual' });
    mockGoogle('fail');
    const state2 = new URL(start2.headers.get('location')!).searchParams.get('state');
    const failed = await request(`/secure/auth/social/google/callback?code=bad&state=${state2}`, {
      headers: { Cookie: cookiePairs(start2).join('; ') },
    });
    expect(await popupMessage(failed)).toMatchObject({ status: 'ERROR', message: 'An error occurred. Please try again later' });
  });

  it('creates a password-less, verified account with the default role for a new email, and signs it in', async () => {
    const email = uniqueEmail();
    const sub = googleId();
    const { res, message } = await popupFlow({ sub, email, email_verified: true, name: 'Nina Simone' });
    expect(message.status).toBe('SUCCESS');
    expect(message.bootstrapData.user).toMatchObject({ email, name: 'Nina Simone', has_password: false });
    expect(message.bootstrapData.user.social_profiles).toEqual([{ service_name: 'google', username: email }]);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user.password).toBeNull();
    expect(user.email_verified_at).not.toBeNull();
    const [defaultRole] = await db().select().from(roles).where(eq(roles.default, true));
    expect(await db().select().from(userRoles).where(eq(userRoles.user_id, user.id))).toEqual([{ user_id: user.id, role_id: defaultRole.id }]);
    // The popup's session cookie is the opener's too (same origin).
    const session = cookiePairs(res).find((pair) => pair.startsWith('music_session='))!;
    const me = await request('/api/v1/bootstrap-data', { headers: { Cookie: session } });
    expect((await me.json<any>()).bootstrapData.user.id).toBe(user.id);
  });

  it('leaves the email unverified when the provider does not vouch for it', async () => {
    const email = uniqueEmail();
    expect((await popupFlow({ sub: googleId(), email, email_verified: false })).message.status).toBe('SUCCESS');
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user.email_verified_at).toBeNull();
  });

  it('signs the linked user in on a later visit', async () => {
    const sub = googleId();
    const first = await popupFlow({ sub, email: uniqueEmail(), email_verified: true });
    // The same Google account, even with a changed email, is the same user.
    const again = await popupFlow({ sub, email: uniqueEmail(), email_verified: true });
    expect(again.message.status).toBe('SUCCESS');
    expect(again.message.bootstrapData.user.id).toBe(first.message.bootstrapData.user.id);
  });

  it('refuses new accounts while registration is disabled', async () => {
    await updateSettings(env, db(), { 'registration.disable': true });
    const email = uniqueEmail();
    const { message } = await popupFlow({ sub: googleId(), email, email_verified: true });
    expect(message).toEqual({ type: 'social-auth', status: 'ERROR', message: 'Registration is disabled.' });
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a banned user and a provider account without email', async () => {
    const sub = googleId();
    const { message } = await popupFlow({ sub, email: uniqueEmail(), email_verified: true });
    await db().update(users).set({ banned_at: new Date().toISOString() }).where(eq(users.id, message.bootstrapData.user.id));
    expect((await popupFlow({ sub })).message).toMatchObject({ status: 'ERROR', message: 'Your account is suspended.' });
    expect((await popupFlow({ sub: googleId() })).message.status).toBe('ERROR');
  });

  it('asks for the password when the email belongs to an account with one', async () => {
    const user = await userWithPassword();
    const { res, message } = await popupFlow({ sub: googleId(), email: user.email, email_verified: true });
    expect(message).toEqual({ type: 'social-auth', status: 'REQUEST_PASSWORD' });
    expect(res.headers.getSetCookie().find((line) => line.startsWith('social_connect='))).toMatch(/HttpOnly/i);
    expect(cookiePairs(res).some((pair) => pair.startsWith('music_session='))).toBe(false);
    expect(await profilesOf(user.id)).toEqual([]);
  });

  it('links the profile to the signed-in user in connect mode, unless another user holds it', async () => {
    const user = await userWithPassword();
    const { headers } = await loginAs(user.id);
    const sub = googleId();
    const { message } = await popupFlow({ sub, email: uniqueEmail() }, headers, 'connect');
    expect(message.status).toBe('SUCCESS');
    expect(message.bootstrapData.user.social_profiles.map((p: { service_name: string }) => p.service_name)).toEqual(['google']);
    expect(await profilesOf(user.id)).toHaveLength(1);

    const { headers: otherHeaders } = await loginAs((await userWithPassword()).id);
    const taken = await popupFlow({ sub, email: uniqueEmail() }, otherHeaders, 'connect');
    expect(taken.message).toMatchObject({ status: 'ERROR', message: 'This account is already connected to another user.' });
  });
});

describe('POST /secure/auth/social/connect', () => {
  async function pendingConnect() {
    const user = await userWithPassword('correct horse');
    const sub = googleId();
    const { res } = await popupFlow({ sub, email: user.email, email_verified: true });
    const headers = guestHeaders();
    return { user, sub, headers: { ...headers, Cookie: [headers.Cookie, ...cookiePairs(res)].join('; ') } };
  }

  it('refuses a wrong password with 422 and links nothing', async () => {
    const { user, headers } = await pendingConnect();
    const res = await postJson('/secure/auth/social/connect', { password: 'wrong horse' }, headers);
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.password).toEqual(['The provided password was incorrect.']);
    expect(await profilesOf(user.id)).toEqual([]);
  });

  it('links the profile and signs in with the right password, once', async () => {
    const { user, sub, headers } = await pendingConnect();
    await postJson('/secure/auth/social/connect', { password: 'wrong horse' }, headers);
    const res = await postJson('/secure/auth/social/connect', { password: 'correct horse' }, headers);
    expect(res.status).toBe(200);
    const { bootstrapData } = await res.json<any>();
    expect(bootstrapData.user.id).toBe(user.id);
    expect(bootstrapData.user.social_profiles.map((p: { service_name: string }) => p.service_name)).toEqual(['google']);
    const [profile] = await profilesOf(user.id);
    expect(profile.user_service_id).toBe(sub);
    expect(cookiePairs(res).some((pair) => pair.startsWith('music_session='))).toBe(true);
    const again = await postJson('/secure/auth/social/connect', { password: 'correct horse' }, headers);
    expect(again.status).toBe(422);
    // Next time the Google account signs straight in.
    expect((await popupFlow({ sub, email: user.email })).message.bootstrapData.user.id).toBe(user.id);
  });

  it('does not let a password alone open a two-factor account: nothing linked, no session', async () => {
    const { user, headers } = await pendingConnect();
    await db().update(users).set({ two_factor_secret: 'JBSWY3DPEHPK3PXP', two_factor_confirmed_at: new Date().toISOString() }).where(eq(users.id, user.id));
    const res = await postJson('/secure/auth/social/connect', { password: 'correct horse' }, headers);
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.password[0]).toMatch(/two-factor authentication/);
    expect(await profilesOf(user.id)).toEqual([]);
    expect(cookiePairs(res).some((pair) => pair.startsWith('music_session='))).toBe(false);
  });

  it('answers 422 without a pending request, and validates the body', async () => {
    const res = await postJson('/secure/auth/social/connect', { password: 'whatever' }, guestHeaders());
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.password).toEqual(['This sign-in request has expired. Please start again.']);
    const { headers } = await pendingConnect();
    const empty = await postJson('/secure/auth/social/connect', { password: '' }, headers);
    expect((await empty.json<any>()).errors.password).toEqual(['The password field is required.']);
  });
});

describe('POST /secure/auth/social/{service}/disconnect', () => {
  it('needs login', async () => {
    expect((await postJson('/secure/auth/social/google/disconnect', { service: 'google' }, guestHeaders())).status).toBe(401);
  });

  it('removes the profile and returns the user', async () => {
    const user = await userWithPassword();
    const { headers } = await loginAs(user.id);
    await popupFlow({ sub: googleId(), email: uniqueEmail() }, headers, 'connect');
    const res = await postJson('/secure/auth/social/google/disconnect', { service: 'google' }, headers);
    expect(res.status).toBe(200);
    expect((await res.json<any>()).user.social_profiles).toEqual([]);
    expect(await profilesOf(user.id)).toEqual([]);
  });

  it('refuses to lock out a password-less account, until it has a passkey', async () => {
    const { message } = await popupFlow({ sub: googleId(), email: uniqueEmail(), email_verified: true });
    const userId = message.bootstrapData.user.id;
    const { headers } = await loginAs(userId);
    const res = await postJson('/secure/auth/social/google/disconnect', { service: 'google' }, headers);
    expect(res.status).toBe(422);
    expect(await profilesOf(userId)).toHaveLength(1);

    await db().insert(passkeys).values({ user_id: userId, name: 'Phone', credential_id: `cred-${userId}`, public_key: 'pk' });
    expect((await postJson('/secure/auth/social/google/disconnect', { service: 'google' }, headers)).status).toBe(200);
    expect(await db().select().from(socialProfiles).where(and(eq(socialProfiles.user_id, userId)))).toEqual([]);
  });
});

describe('the generic OpenID Connect service', () => {
  it('refuses a plain-http issuer that is not on loopback (ERROR page, nothing fetched)', async () => {
    await updateSettings(env, db(), {
      'social.oidc.enable': true,
      'social.oidc.issuer': 'http://idp.example.com',
      'social.oidc.client_id': 'client',
      'social.oidc.client_secret': 'secret',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const res = await request('/secure/auth/social/oidc/login', { redirect: 'manual' });
    expect(res.status).toBe(502);
    expect((await popupMessage(res)).status).toBe('ERROR');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(String(warn.mock.calls[0]?.[1])).toMatch(/http/i);
  });
});
