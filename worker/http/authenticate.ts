import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { verifyAccessToken } from '../auth/access-tokens';
import { resolveSession } from '../auth/sessions';
import { loadAuthUser } from '../permissions/load-user';
import { unauthenticated } from './errors';

/**
 * DESIGN section 3, in order: a Bearer personal access token when the header is
 * present (a bad one is refused rather than silently ignored), else the
 * session cookie.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  c.set('authVia', null);
  c.set('tokenId', null);

  const authorization = c.req.header('authorization');
  if (authorization?.startsWith('Bearer ')) {
    const token = await verifyAccessToken(c.get('db'), authorization.slice(7).trim(), (work) =>
      c.executionCtx.waitUntil(work),
    );
    const user = token && (await loadAuthUser(c.get('db'), token.userId));
    if (!user) throw unauthenticated();
    c.set('user', user);
    c.set('authVia', 'token');
    c.set('tokenId', token.tokenId);
    return next();
  }

  const session = await resolveSession(c);
  if (session) {
    const user = await loadAuthUser(c.get('db'), session.userId);
    if (user) {
      c.set('user', user);
      c.set('sessionId', session.id);
      c.set('authVia', 'session');
    }
  }
  await next();
});
