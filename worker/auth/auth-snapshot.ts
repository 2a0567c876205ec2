import { jwtVerify, SignJWT } from 'jose';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../types';
import type { AuthUser } from '../permissions/auth-user';
import { signingSecret } from '../storage/url-signing';
import { AUTH_SNAPSHOT_TTL_SECONDS } from './auth-constants';
import { snapshotIsCurrent } from './revocations';
import { setBounded } from '../cache/bounded-map';

/**
 * A signed-in read is authorized from a snapshot of its session and user
 * that the browser carries in this cookie, signed by the worker (HS256 with
 * jose) and bound to the session it was read with: no KV and no D1 before
 * the handler (docs/decisions/020-edge-authorization.md).
 */
export const AUTH_COOKIE = 'music_auth';

/** Browsers keep about 4,096 bytes a cookie; a user whose snapshot is larger is read from D1 each time. */
const MAX_COOKIE_BYTES = 3_900;
const AUDIENCE = 'auth-snapshot';

type Claims = { sid: string; at: number; user: AuthUser };

/**
 * Snapshots this isolate has verified, by their token. A browser sends the
 * same one with every request for up to AUTH_SNAPSHOT_TTL_SECONDS (a page
 * view is several API reads), and checking its HMAC again would say the
 * same thing: each read after the first skips jose's decoding, verification
 * and claim checks (a quarter of a signed-in read's CPU, `npm run profile`).
 * The expiry and the revocation checks below run on every read all the same.
 * Only tokens that verified get in; at most MAX_VERIFIED, oldest out first.
 */
const verified = new Map<string, Claims & { exp: number }>();
const MAX_VERIFIED = 1_000;

async function verifiedClaims(token: string, env: Env): Promise<(Claims & { exp: number }) | null> {
  const known = verified.get(token);
  if (known) return known;
  const { payload } = await jwtVerify<Claims>(token, await keyOf(env), { algorithms: ['HS256'], audience: AUDIENCE });
  if (typeof payload.exp !== 'number') return null;
  return setBounded(verified, token, { sid: payload.sid, at: payload.at, user: payload.user, exp: payload.exp }, MAX_VERIFIED);
}

declare module 'hono' {
  interface ContextVariableMap {
    /** A sign-in's answer hands the browser a snapshot read after everything the request changed. */
    signedInSnapshot: boolean;
  }
}

let signingKey: { secret: string; key: CryptoKey } | null = null;

/** The upload signing secret, narrowed to this one use by an HMAC of its own label, imported once per isolate. */
async function keyOf(env: Env): Promise<CryptoKey> {
  const secret = await signingSecret(env);
  if (signingKey?.secret === secret) return signingKey.key;
  const encoder = new TextEncoder();
  const parent = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const derived = await crypto.subtle.sign('HMAC', parent, encoder.encode('melodia auth snapshot v1'));
  const key = await crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  signingKey = { secret, key };
  return key;
}

/**
 * The user the request's snapshot vouches for: signed by us, for this
 * session, unexpired, and not older than any change this server has seen
 * (worker/auth/revocations.ts). Null means: ask D1.
 */
export async function userFromSnapshot(c: Context<AppEnv>, sessionId: string): Promise<AuthUser | null> {
  const token = getCookie(c, AUTH_COOKIE);
  if (!token || token.length > MAX_COOKIE_BYTES) return null;
  try {
    const payload = await verifiedClaims(token, c.env);
    // As jose's own check: expired once `exp` (seconds) is reached.
    if (!payload || payload.exp <= Math.floor(Date.now() / 1000)) {
      verified.delete(token);
      return null;
    }
    if (payload.sid !== sessionId || typeof payload.at !== 'number' || !payload.user) return null;
    if (!snapshotIsCurrent({ userId: payload.user.id, readAt: payload.at, sessionId })) return null;
    return payload.user;
  } catch {
    return null; // expired, tampered with, or signed with another key
  }
}

/** Hands the browser a snapshot of what D1 said at `readAt` (ms), for its reads of the next AUTH_SNAPSHOT_TTL_SECONDS. */
export async function issueSnapshot(c: Context<AppEnv>, sessionId: string, user: AuthUser, readAt: number): Promise<void> {
  const token = await new SignJWT({ sid: sessionId, at: readAt, user } satisfies Claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(readAt / 1000) + AUTH_SNAPSHOT_TTL_SECONDS)
    .sign(await keyOf(c.env));
  if (token.length > MAX_COOKIE_BYTES) return dropSnapshot(c);
  setCookie(c, AUTH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    path: '/',
    maxAge: AUTH_SNAPSHOT_TTL_SECONDS,
  });
}

export function dropSnapshot(c: Context<AppEnv>) {
  if (getCookie(c, AUTH_COOKIE) !== undefined) deleteCookie(c, AUTH_COOKIE, { path: '/' });
}
