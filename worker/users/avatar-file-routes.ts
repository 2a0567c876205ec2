import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { notFound } from '../http/errors';
import { AVATAR_CACHE_CONTROL, AVATAR_TYPES, type AvatarExtension } from './avatar-constants';

/** Only names putAvatar() makes: a random token and a known image extension. */
const FILE_NAME = /^[A-Za-z0-9_-]{1,64}\.(png|jpg|gif|webp)$/;

/**
 * GET /storage/avatars/{userId}/{file}: avatars are public (profiles show
 * them to everyone). Mounted before authentication and CSRF, so serving one
 * costs no session lookup and sets no cookie on a cacheable response.
 */
export const avatarFileRoutes = new Hono<AppEnv>().get('/storage/avatars/:userId/:file', async (c) => {
  const { userId, file } = c.req.param();
  const match = FILE_NAME.exec(file);
  if (!/^\d{1,12}$/.test(userId) || !match) throw notFound();
  const object = await c.env.MEDIA.get(`avatars/${userId}/${file}`, { onlyIf: c.req.raw.headers });
  if (!object) throw notFound();
  const headers = new Headers({
    // From the extension we chose, never from stored metadata: an avatar is only ever served as an image.
    'Content-Type': AVATAR_TYPES[match[1] as AvatarExtension],
    ETag: object.httpEtag,
    'Cache-Control': AVATAR_CACHE_CONTROL,
  });
  // R2 returns the object without a body when If-None-Match already holds it.
  if (!('body' in object)) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { headers });
});
