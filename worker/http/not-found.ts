import type { Hono, NotFoundHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import type { AppEnv } from '../types';
import { HttpError } from './errors';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Unknown paths answer 404 JSON; a known path asked with the wrong method
 * answers 405 with Allow (DESIGN section 3). Hono itself only knows "no
 * match", so the route table (without middleware, which is method ALL) is
 * matched again once per miss.
 */
export function notFoundHandler(app: Hono<AppEnv>): NotFoundHandler<AppEnv> {
  // TrieRouter, not RegExpRouter: the latter refuses route sets such as
  // /users/me/locale beside /users/:id/avatar (UnsupportedPathError).
  let router: TrieRouter<true> | null = null;
  const routeTable = () => {
    if (router) return router;
    router = new TrieRouter<true>();
    for (const route of app.routes) {
      if (route.method !== 'ALL' && route.path !== '/*' && route.path !== '*') router.add(route.method, route.path, true);
    }
    return router;
  };

  return (c) => {
    const path = c.req.path;
    const allowed = METHODS.filter((method) => method !== c.req.method && routeTable().match(method, path)[0].length > 0);
    const error = allowed.length ? new HttpError(405, undefined, { Allow: allowed.join(', ') }) : new HttpError(404);
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ message: error.message }, error.status as 404);
  };
}
