import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { clientAddressOf } from '../http/client-address';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db';
import { sessions } from '../../db/sessions';
import type { AppEnv } from '../types';
import { parseUserAgent } from './device';
import { randomToken, sha256 } from './crypto';

export const SESSION_COOKIE = 'music_session';
/** DESIGN section 3: 2 hours of idle, or 30 days with "remember". */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
export const SESSION_REMEMBER_SECONDS = 30 * 24 * 60 * 60;
/** KV allows one write per key per second and is read-mostly: refresh activity at most this often. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

type KvSession = { user_id: number; remember: boolean; last_active: string };

const kvKey = (id: string) => `session:${id}`;
const lifetime = (remember: boolean) => (remember ? SESSION_REMEMBER_SECONDS : SESSION_IDLE_SECONDS);
const expiry = (remember: boolean) => new Date(Date.now() + lifetime(remember) * 1000).toISOString();

/** What a session records about the browser that opened it (SPEC section 3, Session). */
export function sessionOrigin(request: Request, env: { CLIENT_IP_HEADER?: string }) {
  const cf = request.cf as { country?: string; city?: string } | undefined;
  return {
    ...parseUserAgent(request.headers.get('user-agent')),
    ip_address: clientAddressOf(request, env),
    country: cf?.country ?? null,
    city: cf?.city ?? null,
  };
}

/**
 * Stores a new session in D1 (the authority) and its KV copy; returns the
 * cookie token and the session id (the token's SHA-256).
 */
export async function createSession(
  env: Env,
  db: Db,
  userId: number,
  remember: boolean,
  origin: ReturnType<typeof sessionOrigin>,
): Promise<{ token: string; id: string }> {
  const token = randomToken();
  const id = await sha256(token);
  const now = new Date().toISOString();
  await db.insert(sessions).values({ id, user_id: userId, remember, ...origin, last_active: now, expires_at: expiry(remember) });
  await writeKv(env, id, { user_id: userId, remember, last_active: now });
  return { token, id };
}

/** A fresh session id on every login, so a planted cookie is never promoted (no fixation). */
export async function startSession(c: Context<AppEnv>, userId: number, remember: boolean): Promise<string> {
  const { token, id } = await createSession(c.env, c.get('db'), userId, remember, sessionOrigin(c.req.raw, c.env));
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    path: '/',
    maxAge: remember ? SESSION_REMEMBER_SECONDS : undefined,
  });
  return id;
}

function writeKv(env: Env, id: string, value: KvSession) {
  return env.SESSIONS.put(kvKey(id), JSON.stringify(value), { expirationTtl: lifetime(value.remember) });
}

/**
 * The session behind the cookie. KV answers reads; state-changing requests
 * (and KV misses) ask D1, which is final about revocation (DESIGN section 4).
 */
export async function resolveSession(c: Context<AppEnv>): Promise<{ id: string; userId: number } | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const id = await sha256(token);
  const mustCheckD1 = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method);
  let cached = mustCheckD1 ? null : await c.env.SESSIONS.get<KvSession>(kvKey(id), 'json');
  if (!cached) {
    const row = await findLiveSession(c.get('db'), id);
    if (!row) return null;
    cached = { user_id: row.user_id, remember: row.remember, last_active: row.last_active };
  }
  if (Date.now() - Date.parse(cached.last_active) > TOUCH_AFTER_MS) {
    c.executionCtx.waitUntil(touchSession(c.env, c.get('db'), id, cached));
  }
  return { id, userId: cached.user_id };
}

async function findLiveSession(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expires_at, new Date().toISOString())))
    .limit(1);
  return row ?? null;
}

async function touchSession(env: Env, db: Db, id: string, session: KvSession) {
  const now = new Date().toISOString();
  await db
    .update(sessions)
    .set({ last_active: now, expires_at: expiry(session.remember) })
    .where(eq(sessions.id, id));
  await writeKv(env, id, { ...session, last_active: now });
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const id = c.get('sessionId');
  if (id) await revokeSessions(c.env, c.get('db'), [id]);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/** Ends sessions in D1 first (the authority), then drops their KV copies. */
export async function revokeSessions(env: Env, db: Db, ids: string[]): Promise<void> {
  // D1 binds at most 100 parameters a statement.
  for (let i = 0; i < ids.length; i += 90) {
    await db.delete(sessions).where(inArray(sessions.id, ids.slice(i, i + 90)));
  }
  await Promise.all(ids.map((id) => env.SESSIONS.delete(kvKey(id))));
}

export async function revokeOtherSessions(env: Env, db: Db, userId: number, keepId: string | null) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(keepId ? and(eq(sessions.user_id, userId), ne(sessions.id, keepId)) : eq(sessions.user_id, userId));
  await revokeSessions(env, db, rows.map((r) => r.id));
}
