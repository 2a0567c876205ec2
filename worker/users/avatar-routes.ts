import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { users } from '../../db/users';
import { validate } from '../http/validate';
import { notFound, ValidationError } from '../http/errors';
import { canManageUser, userIdParam } from './user-access';
import { userPayload } from './user-payload';
import type { BodyLimitOverride } from '../http/body-limit';
import { AVATAR_BODY_LIMIT_BYTES, AVATAR_MAX_BYTES, AVATAR_MESSAGES } from './avatar-constants';
import { deleteAvatar, putAvatar, sniffImage } from './avatar-storage';
import { responds } from '../http/responds';
import { UserAnswer } from './user-schema';

/** The upload's own body limit, in place of the 1 MiB API default (worker/app.ts). */
export const AVATAR_BODY_LIMIT: BodyLimitOverride = {
  path: /^\/api\/v1\/users\/[^/]+\/avatar$/,
  maxSize: AVATAR_BODY_LIMIT_BYTES,
  tooLarge: () => ValidationError.field('file', AVATAR_MESSAGES.tooLarge),
};

/** SPEC section 5: one image up to 2 MB; the type is checked from its bytes below. */
const avatarForm = z.object({
  file: z.file({ error: AVATAR_MESSAGES.missing }).max(AVATAR_MAX_BYTES, AVATAR_MESSAGES.tooLarge),
});

/** The stored users.image (404 for an unknown user), read before it is replaced. */
async function currentImage(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound();
  return row.image;
}

const setImage = (db: Db, userId: number, image: string | null) =>
  db
    .update(users)
    .set({ image, updated_at: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
    .where(eq(users.id, userId));

export const avatarRoutes = new Hono<AppEnv>()
  .post('/users/:id/avatar', canManageUser, validate('param', userIdParam), validate('form', avatarForm), responds(UserAnswer.extend({ fileEntry: z.object({ url: z.string() }) })), async (c) => {
    const { id } = c.req.valid('param');
    // zod types its File from `globalThis.File`, which Workers declare as a class (not a global var).
    const file = c.req.valid('form').file as unknown as File;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const extension = sniffImage(bytes);
    if (!extension) throw ValidationError.field('file', AVATAR_MESSAGES.wrongType);
    const db = c.get('db');
    const previous = await currentImage(db, id);
    const url = await putAvatar(c.env, id, bytes, extension);
    await setImage(db, id, url);
    await deleteAvatar(c.env, id, previous);
    return c.json({ ...(await userPayload(db, id)), fileEntry: { url } });
  })
  .delete('/users/:id/avatar', canManageUser, validate('param', userIdParam), responds(UserAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const previous = await currentImage(db, id);
    await setImage(db, id, null);
    await deleteAvatar(c.env, id, previous);
    return c.json(await userPayload(db, id));
  });
