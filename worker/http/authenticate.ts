import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../types';
import { sessionIdOf, touchIfIdle } from '../auth/sessions';
import { dropSnapshot, issueSnapshot, userFromSnapshot } from '../auth/auth-snapshot';
import { loadSessionUser } from '../permissions/load-user';
import { userFromAccessToken } from '../auth/access-token-users';
import { unauthenticated } from './errors';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * DESIGN section 3, in order: a Bearer personal access token when the header is
 * present (a bad one is refused rather than silently ignored), else the
 * session cookie.
 *
 * DESIGN section 4 and docs/decisions/020: a read is authorized from what
 * the request carries, a signed snapshot of its session and user, with no
 * D1 statement; a write, or a read whose snapshot is missing, expired or
 * older than a change this server has seen, asks D1 (the session and its
 * user in one round trip), and a read then gets a fresh snapshot.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  c.set('authVia', null);
  c.set('tokenId', null);
  const read = READS.has(c.req.method);

  const authorization = c.req.header('authorization');
  if (authorization?.startsWith('Bearer ')) {
    const found = await userFromAccessToken(c, authorization.slice(7).trim(), read);
    if (!found) throw unauthenticated();
    c.set('user', found.user);
    c.set('authVia', 'token');
    c.set('tokenId', found.tokenId);
    return next();
  }

  const sessionId = await sessionIdOf(c);
  if (sessionId) {
    const user = (read && (await userFromSnapshot(c, sessionId))) || (await userFromD1(c, sessionId, read));
    if (user) {
      c.set('user', user);
      c.set('sessionId', sessionId);
      c.set('authVia', 'session');
    }
  }
  await next();
});

async function userFromD1(c: Context<AppEnv>, sessionId: string, read: boolean) {
  const readAt = Date.now();
  const found = await loadSessionUser(c.get('db'), sessionId);
  if (!found) {
    dropSnapshot(c);
    return null;
  }
  touchIfIdle(c, found.session);
  if (read) await issueSnapshot(c, sessionId, found.user, readAt);
  return found.user;
}
