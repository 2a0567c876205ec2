import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../types';
import { signIn } from '../auth/sign-in';
import { loadAuthUser } from '../permissions/load-user';
import { buildBootstrapData } from '../bootstrap/bootstrap-data';
import { getSettings } from '../settings/settings-service';
import { storeChallenge } from '../passkeys/challenges';
import type { SocialProfile } from './providers/provider';
import type { SocialFlow } from './flow-cookie';
import { cookieOptions } from './flow-cookie';
import type { SocialService } from './social-services';
import { createSocialUser, findLinkedUserId, findUserByEmail, linkProfile } from './social-accounts';
import { SOCIAL_ERROR_MESSAGE, type SocialAuthResult } from './result-page';

export const CONNECT_COOKIE = 'social_connect';
/** How long the "enter your password to connect" step stays open. */
export const CONNECT_TTL_SECONDS = 10 * 60;
// Fixed sentences (no names inside) so the client can translate them as keys.
export const SUSPENDED_MESSAGE = 'Your account is suspended.';
export const NO_EMAIL_MESSAGE = 'This account did not share an email address, so no account can be created for it.';
export const TAKEN_MESSAGE = 'This account is already connected to another user.';
export const PASSWORDLESS_MESSAGE =
  'An account with this email already exists. Sign in the way you did before, then connect this service from your account settings.';

/**
 * Signs the user in the way every sign-in does (worker/auth/sign-in.ts: the
 * browser's previous session ends, a new id is issued), remembered, as the
 * popup has no checkbox; answers SUCCESS with their bootstrap data.
 */
export async function signInSocial(c: Context<AppEnv>, userId: number): Promise<SocialAuthResult> {
  return { status: 'SUCCESS', bootstrapData: await signIn(c, userId, true) };
}

const error = (message: string): SocialAuthResult => ({ status: 'ERROR', message });

/**
 * SPEC section 4, login mode: a linked profile signs its user in; an unknown
 * profile whose email has an account asks that account's password
 * (REQUEST_PASSWORD); otherwise a new account is made. Social sign-in does
 * not ask for a two-factor code: the provider did the authenticating
 * (docs/decisions/009).
 */
export async function completeLogin(c: Context<AppEnv>, service: SocialService, profile: SocialProfile): Promise<SocialAuthResult> {
  const db = c.get('db');
  if (c.get('user')) return { status: 'ALREADY_LOGGED_IN' };

  const linkedId = await findLinkedUserId(db, service, profile.id);
  if (linkedId !== null) {
    const user = await loadAuthUser(db, linkedId);
    if (!user) return error(SOCIAL_ERROR_MESSAGE);
    if (user.banned_at) return error(SUSPENDED_MESSAGE);
    return signInSocial(c, linkedId);
  }

  if (!profile.email) return error(NO_EMAIL_MESSAGE);

  const existing = await findUserByEmail(db, profile.email);
  if (existing) {
    if (existing.banned_at) return error(SUSPENDED_MESSAGE);
    // A password-less account (made through another service) has no password to
    // prove ownership with: its owner signs in the old way and connects from
    // account settings instead.
    if (existing.password === null) {
      return error(PASSWORDLESS_MESSAGE);
    }
    const token = await storeChallenge(
      db,
      'social_connect',
      existing.id,
      { service, user_service_id: profile.id, username: profile.username },
      CONNECT_TTL_SECONDS,
    );
    setCookie(c, CONNECT_COOKIE, token, cookieOptions(c, CONNECT_TTL_SECONDS));
    return { status: 'REQUEST_PASSWORD' };
  }

  if ((await getSettings(c.env, db))['registration.disable'] === true) return error('Registration is disabled.');
  const userId = await createSocialUser(db, service, { ...profile, email: profile.email });
  return signInSocial(c, userId);
}

/** Connect mode: the profile joins the signed-in user's account, unless someone else already holds it. */
export async function completeConnect(c: Context<AppEnv>, service: SocialService, profile: SocialProfile): Promise<SocialAuthResult> {
  const db = c.get('db');
  const user = c.get('user');
  if (!user) return error('Unauthenticated.');
  const linkedId = await findLinkedUserId(db, service, profile.id);
  if (linkedId !== null && linkedId !== user.id) return error(TAKEN_MESSAGE);
  if (linkedId === null) await linkProfile(db, user.id, service, profile.id, profile.username);
  // Same session, new data: the user now lists the profile.
  c.set('user', await loadAuthUser(db, user.id));
  return { status: 'SUCCESS', bootstrapData: await buildBootstrapData(c) };
}

export function completeFlow(c: Context<AppEnv>, flow: SocialFlow, profile: SocialProfile) {
  return flow.mode === 'connect' ? completeConnect(c, flow.service, profile) : completeLogin(c, flow.service, profile);
}
