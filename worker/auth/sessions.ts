import { and, eq, inArray, ne } from 'drizzle-orm';
import { clientAddressOf } from '../http/client-address';
import type { Context } from 'hono';
import { setBounded } from '../cache/bounded-map';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db';
import { sessions } from '../../db/sessions';
import type { AppEnv } from '../types';
import { parseUserAgent } from './device';
import { randomToken, sha256 } from './crypto';
import { sessionsEnded, userChanged } from './revocations';
import { dropSnapshot } from './auth-snapshot';
import type { SessionRow } from '../permissions/load-user';

export const SESSION_COOKIE = 'music_session';
/** DESIGN section 3: 2 hours of idle, or 30 days with "remember". */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
export const SESSION_REMEMBER_SECONDS = 30 * 24 * 60 * 60;
/** Activity (last_active, and the idle expiry) is written at most this often. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

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
 * Stores a new session in D1, the authority (reads carry a signed snapshot
 * of it: worker/auth/auth-snapshot.ts); returns the cookie token and the
 * session id (the token's SHA-256).
 */
export async function createSession(
  db: Db,
  userId: number,
  remember: boolean,
  origin: ReturnType<typeof sessionOrigin>,
): Promise<{ token: string; id: string }> {
  const token = randomToken();
  const id = await sha256(token);
  const now = new Date().toISOString();
  await db.insert(sessions).values({ id, user_id: userId, remember, ...origin, last_active: now, expires_at: expiry(remember) });
  return { token, id };
}

/** A fresh session id on every login, so a planted cookie is never promoted (no fixation). */
export async function startSession(c: Context<AppEnv>, userId: number, remember: boolean): Promise<string> {
  const { token, id } = await createSession(c.get('db'), userId, remember, sessionOrigin(c.req.raw, c.env));
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    path: '/',
    maxAge: remember ? SESSION_REMEMBER_SECONDS : undefined,
  });
  return id;
}

/** Session ids this isolate has hashed, by cookie: a browser sends the same cookie with every request. */
const sessionIds = new Map<string, string>();
const MAX_SESSION_IDS = 1_000;

/** The session id behind the request's cookie, or null (the cookie is the token; its SHA-256 is the id). */
export async function sessionIdOf(c: Context<AppEnv>): Promise<string | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  return sessionIds.get(token) ?? setBounded(sessionIds, token, await sha256(token), MAX_SESSION_IDS);
}

/** Records activity at most every TOUCH_AFTER_MS, after the answer: the idle expiry moves with it. */
export function touchIfIdle(c: Context<AppEnv>, session: SessionRow) {
  if (Date.now() - Date.parse(session.last_active) <= TOUCH_AFTER_MS) return;
  const now = new Date().toISOString();
  c.executionCtx.waitUntil(
    c.get('db').update(sessions).set({ last_active: now, expires_at: expiry(session.remember) }).where(eq(sessions.id, session.id)).run(),
  );
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const id = c.get('sessionId');
  if (id) await revokeSessions(c.get('db'), [id]);
  dropSnapshot(c);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/**
 * Ends sessions in D1, the authority; this server refuses their snapshots
 * from the next read on, others when the snapshots expire (docs/decisions/020).
 */
export async function revokeSessions(db: Db, ids: string[]): Promise<void> {
  // D1 binds at most 100 parameters a statement.
  for (let i = 0; i < ids.length; i += 90) {
    await db.delete(sessions).where(inArray(sessions.id, ids.slice(i, i + 90)));
  }
  sessionsEnded(ids);
}

/** Ends every session of the user but `keepId` (logout-other, a password change, a ban, a deletion). */
export async function revokeOtherSessions(db: Db, userId: number, keepId: string | null) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(keepId ? and(eq(sessions.user_id, userId), ne(sessions.id, keepId)) : eq(sessions.user_id, userId));
  await revokeSessions(db, rows.map((r) => r.id));
  userChanged(userId);
}
