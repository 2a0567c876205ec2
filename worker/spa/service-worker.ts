import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { respondsWith } from '../http/responds';
import { notFound } from '../http/errors';

/**
 * GET /sw.js (docs/offline.md): the build's service worker from the assets,
 * revalidated on every check (no-cache) so a deploy reaches installed apps at
 * once, and allowed the whole origin as its scope. Session-free: mounted
 * before authentication (worker/app.ts).
 */
export const serviceWorkerRoutes = new Hono<AppEnv>().get('/sw.js', respondsWith('text/javascript', 'The service worker script'), async (c) => {
  const asset = await c.env.ASSETS.fetch(new Request(new URL('/sw.js', c.req.url)));
  // The assets' SPA fallback answers a missing file (an app built without it) with index.html.
  if (!asset.ok || !(asset.headers.get('Content-Type') ?? '').includes('javascript')) throw notFound();
  return c.body(await asset.text(), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' });
});
