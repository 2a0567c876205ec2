import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { notFound } from '../http/errors';

/** Keys the seed and catalog write under images/: lower-case path segments and a known image extension. */
const IMAGE_KEY = /^images\/(?:[a-z0-9_-]{1,64}\/){0,3}[A-Za-z0-9_-]{1,64}\.(?:svg|png|jpg|jpeg|gif|webp)$/;

/**
 * A key under images/ holds one image for good: the seed draws the same cover
 * for the same id, and whoever replaces an image writes it under a new key.
 * So browsers may keep them; the ETag still answers revalidations with 304.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * SVG is a document that can carry script. Served from our origin, it gets a
 * policy that allows nothing but its own inline styles, so even opened
 * directly (not through <img>) it cannot run code or load anything.
 */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * GET /storage/images/{path}: catalog images (album, artist and genre
 * covers) from R2 MEDIA. Public like avatars and mounted before
 * authentication: no session lookup, no cookie on a cacheable response.
 */
export const mediaImageRoutes = new Hono<AppEnv>().get('/storage/images/*', async (c) => {
  const key = c.req.path.slice('/storage/'.length);
  if (!IMAGE_KEY.test(key)) throw notFound();
  // HEAD reads metadata only: fetching a body just to drop it wastes a read.
  const head = c.req.method === 'HEAD';
  const object = head ? await c.env.MEDIA.head(key) : await c.env.MEDIA.get(key, { onlyIf: c.req.raw.headers });
  if (!object) throw notFound();
  const headers = new Headers({
    'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
    ETag: object.httpEtag,
    'Cache-Control': IMAGE_CACHE_CONTROL,
    'Content-Security-Policy': IMAGE_CSP,
    'X-Content-Type-Options': 'nosniff',
  });
  // R2 returns the object without a body when If-None-Match already holds it.
  const fresh = head ? ifNoneMatch(c.req.header('If-None-Match'), object.httpEtag) : !hasBody(object);
  if (fresh) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(object.size));
  return new Response(hasBody(object) ? object.body : null, { headers });
});

const hasBody = (object: R2Object | R2ObjectBody): object is R2ObjectBody => 'body' in object;

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  return !!header && header.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));
}
