import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../types';
import { authChallenges } from '../../db/auth';
import { randomToken, sha256 } from './crypto';
import { TWO_FACTOR_CHALLENGE_TTL_SECONDS } from './auth-constants';

/**
 * A correct password of a two-factor account opens a pending sign-in, not a
 * session: an auth_challenges row whose id is the SHA-256 of a random token
 * kept in this HttpOnly cookie, scoped to /auth where the code is posted.
 */
const COOKIE = 'two_factor_challenge';
const COOKIE_PATH = '/auth';

export type PendingTwoFactor = { id: string; userId: number; remember: boolean };

export async function startTwoFactorChallenge(c: Context<AppEnv>, userId: number, remember: boolean) {
  const token = randomToken();
  await c
    .get('db')
    .insert(authChallenges)
    .values({
      id: await sha256(token),
      kind: 'two_factor',
      user_id: userId,
      payload: { remember },
      expires_at: new Date(Date.now() + TWO_FACTOR_CHALLENGE_TTL_SECONDS * 1000).toISOString(),
    });
  setCookie(c, COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    path: COOKIE_PATH,
    maxAge: TWO_FACTOR_CHALLENGE_TTL_SECONDS,
  });
}

/** The live pending sign-in behind this browser's cookie, or null. */
export async function findTwoFactorChallenge(c: Context<AppEnv>): Promise<PendingTwoFactor | null> {
  const token = getCookie(c, COOKIE);
  if (!token || token.length > 100) return null;
  const id = await sha256(token);
  const [row] = await c
    .get('db')
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.id, id),
        eq(authChallenges.kind, 'two_factor'),
        gt(authChallenges.expires_at, new Date().toISOString()),
      ),
    )
    .limit(1);
  if (!row?.user_id) return null;
  return { id, userId: row.user_id, remember: row.payload.remember !== false };
}

/** Single use: true only for the one request that deletes the row. */
export async function consumeTwoFactorChallenge(c: Context<AppEnv>, id: string): Promise<boolean> {
  const deleted = await c.get('db').delete(authChallenges).where(eq(authChallenges.id, id)).returning({ id: authChallenges.id });
  deleteCookie(c, COOKIE, { path: COOKIE_PATH });
  return deleted.length > 0;
}
