import type { LargeSeed } from './seed-types';

/**
 * One request the bench measures, at 1 and at 32 connections (DESIGN section 7).
 * Adding a route is one entry in `benchRoutes`; its `name` is the figure's
 * name in bench/results.json.
 */
export type BenchRoute = {
  name: string;
  path: string;
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
};

/** What routes may refer to: the seeded admin and the large catalog's sample rows. */
export type RouteContext = {
  admin: { email: string; password: string };
  seed: LargeSeed;
};

/** The trivial JSON route every budget is a ratio to; it answers only under `--var BENCH:1`. */
export const CEILING: BenchRoute = { name: 'ceiling', path: '/api/v1/__bench/ceiling' };

/** The measured routes, in order. Guests: no cookies unless a route sets them. */
export function benchRoutes(_ctx: RouteContext): BenchRoute[] {
  return [
    { name: 'bootstrap-data', path: '/api/v1/bootstrap-data', headers: { accept: 'application/json' } },
    { name: 'html shell', path: '/', headers: { accept: 'text/html' } },
    // Catalog routes land here with the catalog seed, using ids from `_ctx.seed.samples`, e.g.
    // { name: 'track page', path: `/api/v1/tracks/${_ctx.seed.samples.trackId}` },
    // { name: 'stream range', path: `/api/v1/tracks/${id}/stream`, headers: { range: 'bytes=0-65535' } },
    // A login posts JSON with a double-submit CSRF pair (any matching cookie/header value passes):
    // { name: 'login', method: 'POST', path: '/auth/login',
    //   headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' },
    //   body: JSON.stringify({ email: _ctx.admin.email, password: _ctx.admin.password }) },
  ];
}
