import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import { generateCodeVerifier, generateState } from 'arctic';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { users } from '../../db/users';
import { validate } from '../http/validate';
import { forbidden, notFound, ValidationError } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { loadAuthUser } from '../permissions/load-user';
import { getSettings } from '../settings/settings-service';
import { withSecrets } from '../settings/secrets';
import { randomToken, timingSafeEqual } from '../auth/crypto';
import { verifyPassword } from '../auth/password';
import { limitAttempts } from '../auth/attempt-limits';
import { deleteChallenge, peekChallenge } from '../passkeys/challenges';
import { createProvider } from './providers/create-provider';
import { isSocialService, serviceConfig, SOCIAL_SERVICES, type SocialService } from './social-services';
import { saveFlow, SOCIAL_COOKIE_PATH, takeFlow } from './flow-cookie';
import { resultPage, SOCIAL_ERROR_MESSAGE, type SocialAuthResult } from './result-page';
import { completeFlow, CONNECT_COOKIE, signInSocial, SUSPENDED_MESSAGE, TAKEN_MESSAGE } from './complete-sign-in';
import { findLinkedUserId, keepsSignInMethod, linkProfile, unlinkProfile } from './social-accounts';
import { redirects, responds, respondsWith } from '../http/responds';
import { BootstrapAnswer } from '../api-docs/bootstrap-data-schema';
import { UserAnswer } from '../users/user-schema';

const errorResult = (message = SOCIAL_ERROR_MESSAGE): SocialAuthResult => ({ status: 'ERROR', message });

/** The service's provider, or null when it is unknown, disabled or not configured (404). */
async function providerFor(c: Context<AppEnv>, name: string) {
  if (!isSocialService(name)) return null;
  const db = c.get('db');
  const config = serviceConfig(await withSecrets(db, await getSettings(c.env, db), [`social.${name}.client_secret`]), name);
  if (!config) return null;
  const redirectUri = `${new URL(c.req.url).origin}/secure/auth/social/${name}/callback`;
  return { service: name, provider: createProvider(name, config, redirectUri) };
}

/** GET .../login and .../connect: remember the attempt in the flow cookie and send the popup to the provider. */
async function startFlow(c: Context<AppEnv>, mode: 'login' | 'connect') {
  const found = await providerFor(c, c.req.param('service') ?? '');
  if (!found) return resultPage(c, errorResult(), 404);
  const user = c.get('user');
  if (mode === 'login' && user) return resultPage(c, { status: 'ALREADY_LOGGED_IN' });
  if (mode === 'connect' && !user) return resultPage(c, errorResult('Unauthenticated.'), 401);
  if (user?.banned_at) return resultPage(c, errorResult(SUSPENDED_MESSAGE), 403);

  const secrets = { state: generateState(), codeVerifier: generateCodeVerifier(), nonce: randomToken() };
  let url: URL;
  try {
    url = await found.provider.authorizationUrl(secrets);
  } catch (error) {
    // An unreachable or misconfigured OpenID Connect issuer: an admin's problem, the user sees SPEC's generic error.
    console.warn(`social sign-in: ${found.service} authorization failed`, error);
    return resultPage(c, errorResult(), 502);
  }
  saveFlow(c, { service: found.service, mode, ...secrets });
  return c.redirect(url.toString(), 302);
}

const connectBody = z.object({ password: z.string().min(1, 'The password field is required.').max(1000) });
const pendingPayload = z.object({ service: z.enum(SOCIAL_SERVICES), user_service_id: z.string().min(1), username: z.string().nullable() });

const TWO_FACTOR_CONNECT_MESSAGE =
  'This account uses two-factor authentication. Sign in with your password and code, then connect this service in account settings.';

/** The popup's last page: a script that posts the result to the window that opened it (result-page.ts). */
const toProvider = redirects("To the provider's sign-in page");
const resultHtml = respondsWith('text/html', "The popup's result page, posting the outcome to its opener");

/** SPEC sections 4 and 7, social sign-in (docs/api/accounts.md). Mounted under /secure. */
export const socialRoutes = new Hono<AppEnv>()
  .get('/auth/social/:service/login', toProvider, resultHtml, (c) => startFlow(c, 'login'))
  .get('/auth/social/:service/connect', toProvider, resultHtml, (c) => startFlow(c, 'connect'))
  .get('/auth/social/:service/callback', resultHtml, async (c) => {
    const found = await providerFor(c, c.req.param('service'));
    if (!found) return resultPage(c, errorResult(), 404);
    const flow = takeFlow(c);
    const state = c.req.query('state') ?? '';
    // The state ties this callback to an attempt this browser started (no login CSRF).
    if (!flow || flow.service !== found.service || !state || !timingSafeEqual(flow.state, state)) {
      return resultPage(c, errorResult(), 400);
    }
    // The person cancelled at the provider, or the provider refused.
    if (c.req.query('error') || !c.req.query('code')) return resultPage(c, errorResult());

    let profile;
    try {
      profile = await found.provider.profile(new URL(c.req.url), flow);
    } catch (error) {
      console.warn(`social sign-in: ${found.service} callback failed`, error);
      return resultPage(c, errorResult(), 502);
    }
    return resultPage(c, await completeFlow(c, flow, profile));
  })
  .post('/auth/social/connect', validate('json', connectBody), responds(BootstrapAnswer), async (c) => {
    const db = c.get('db');
    const pending = await peekChallenge(db, 'social_connect', getCookie(c, CONNECT_COOKIE));
    const payload = pendingPayload.safeParse(pending?.payload);
    if (!pending?.user_id || !payload.success) {
      throw ValidationError.field('password', 'This sign-in request has expired. Please start again.');
    }
    // A password check like confirm-password, so it shares that budget.
    await limitAttempts(c, 'confirm-password', pending.user_id);
    const [account] = await db
      .select({ password: users.password, banned_at: users.banned_at, two_factor: users.two_factor_confirmed_at })
      .from(users)
      .where(eq(users.id, pending.user_id));
    if (!account) throw ValidationError.field('password', 'This sign-in request has expired. Please start again.');
    if (account.banned_at) throw forbidden();
    if (!(await verifyPassword(c.req.valid('json').password, account.password))) {
      throw ValidationError.field('password', 'The provided password was incorrect.');
    }
    // A password alone must not open a two-factor account: its owner signs in
    // fully first and connects the service from account settings.
    if (account.two_factor) throw ValidationError.field('password', TWO_FACTOR_CONNECT_MESSAGE);

    await deleteChallenge(db, pending.id);
    deleteCookie(c, CONNECT_COOKIE, { path: SOCIAL_COOKIE_PATH });
    const { service, user_service_id, username } = payload.data;
    const linkedId = await findLinkedUserId(db, service, user_service_id);
    if (linkedId !== null && linkedId !== pending.user_id) throw ValidationError.field('password', TAKEN_MESSAGE);
    if (linkedId === null) await linkProfile(db, pending.user_id, service, user_service_id, username);
    const result = await signInSocial(c, pending.user_id);
    return c.json({ bootstrapData: result.bootstrapData });
  })
  .post('/auth/social/:service/disconnect', requireAuth, responds(UserAnswer), async (c) => {
    const name = c.req.param('service');
    if (!isSocialService(name)) throw notFound();
    const service: SocialService = name;
    const db = c.get('db');
    const user = c.get('user')!;
    if (user.social_profiles.some((profile) => profile.service_name === service)) {
      // A password-less account must keep some way to sign in.
      if (!(await keepsSignInMethod(db, user.id, { service }))) {
        throw ValidationError.field('service', 'Set a password or add a passkey before disconnecting your only way to sign in.');
      }
      await unlinkProfile(db, user.id, service);
    }
    return c.json({ user: await loadAuthUser(db, user.id) });
  });
