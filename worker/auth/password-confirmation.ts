import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sessions } from '../../db/sessions';
import { accessTokens } from '../../db/access-tokens';
import type { AppEnv } from '../types';
import { passwordConfirmationRequired, unauthenticated } from '../http/errors';

/** SPEC section 9: a confirmed password stays valid this long. */
export const PASSWORD_CONFIRMATION_SECONDS = 9000;

/**
 * When the current credential (session, or API token) last confirmed its
 * password. Read from D1, the authority, so it is exact on every request.
 */
export async function passwordConfirmedAt(c: Context<AppEnv>): Promise<string | null> {
  const db = c.get('db');
  const sessionId = c.get('sessionId');
  if (sessionId) {
    const [row] = await db.select({ at: sessions.password_confirmed_at }).from(sessions).where(eq(sessions.id, sessionId));
    return row?.at ?? null;
  }
  const tokenId = c.get('tokenId');
  if (tokenId) {
    const [row] = await db
      .select({ at: accessTokens.password_confirmed_at })
      .from(accessTokens)
      .where(eq(accessTokens.id, tokenId));
    return row?.at ?? null;
  }
  return null;
}

export async function isPasswordConfirmed(c: Context<AppEnv>, seconds = PASSWORD_CONFIRMATION_SECONDS) {
  const at = await passwordConfirmedAt(c);
  return at !== null && Date.now() - Date.parse(at) <= seconds * 1000;
}

/** Records a successful confirm-password on the current session or token. */
export async function markPasswordConfirmed(c: Context<AppEnv>): Promise<void> {
  const db = c.get('db');
  const now = new Date().toISOString();
  const sessionId = c.get('sessionId');
  const tokenId = c.get('tokenId');
  if (sessionId) await db.update(sessions).set({ password_confirmed_at: now }).where(eq(sessions.id, sessionId));
  else if (tokenId) await db.update(accessTokens).set({ password_confirmed_at: now }).where(eq(accessTokens.id, tokenId));
}

/**
 * Guard for the sensitive actions of SPEC section 6 (delete account,
 * enable/disable two-factor, regenerate recovery codes, log out other
 * sessions): 423 until the password was confirmed within 9000 s.
 */
export const requireConfirmedPassword = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthenticated();
  if (!(await isPasswordConfirmed(c))) throw passwordConfirmationRequired();
  await next();
});
