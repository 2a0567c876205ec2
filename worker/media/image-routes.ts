import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { notFound } from '../http/errors';
import { serveImage } from './serve-image';

/** Keys the seed and catalog write under images/: lower-case path segments and a known image extension. */
export const IMAGE_KEY = /^images\/(?:[a-z0-9_-]{1,64}\/){0,3}[A-Za-z0-9_-]{1,64}\.(?:svg|png|jpg|jpeg|gif|webp)$/;

/**
 * A key under images/ holds one image for good: the seed draws the same cover
 * for the same id, and whoever replaces an image writes it under a new key.
 * So browsers may keep them; the ETag still answers revalidations with 304.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /storage/images/{path}: catalog images (album, artist and genre
 * covers) from R2 MEDIA. Public like avatars and mounted before
 * authentication: no session lookup, no cookie on a cacheable response.
 */
export const mediaImageRoutes = new Hono<AppEnv>().get('/storage/images/*', async (c) => {
  const key = c.req.path.slice('/storage/'.length);
  if (!IMAGE_KEY.test(key)) throw notFound();
  const answer = await serveImage(c.req.raw, c.env.MEDIA, key, IMAGE_CACHE_CONTROL);
  if (!answer) throw notFound();
  return answer;
});
