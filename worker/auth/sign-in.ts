import type { Context } from 'hono';
import type { AppEnv } from '../types';
import { loadAuthUser } from '../permissions/load-user';
import { buildBootstrapData } from '../bootstrap/bootstrap-data';
import { revokeSessions, startSession } from './sessions';
import { issueSnapshot } from './auth-snapshot';

/**
 * Signs the browser in as `userId` after every successful sign-in step
 * (register, login, two-factor): the session this browser held before, if
 * any, ends, a new session id is issued (no fixation), and the answer carries
 * the signed-in bootstrap data (DESIGN section 3).
 */
export async function signIn(c: Context<AppEnv>, userId: number, remember: boolean) {
  const previous = c.get('sessionId');
  if (previous) await revokeSessions(c.get('db'), [previous]);
  const sessionId = await startSession(c, userId, remember);
  c.set('sessionId', sessionId);
  c.set('authVia', 'session');
  const readAt = Date.now();
  const user = await loadAuthUser(c.get('db'), userId);
  c.set('user', user);
  // The browser's reads start with a snapshot (docs/decisions/020).
  if (user) await issueSnapshot(c, sessionId, user, readAt);
  c.set('signedInSnapshot', true);
  return buildBootstrapData(c);
}
