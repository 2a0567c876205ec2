import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { users } from '../../db/users';
import { validate, validateJsonOrForm } from '../http/validate';
import { notFound, ValidationError } from '../http/errors';
import { canManageUser, userIdParam } from './user-access';
import { userPayload } from './user-payload';
import type { BodyLimitOverride } from '../http/body-limit';
import { AVATAR_BODY_LIMIT_BYTES, AVATAR_MAX_BYTES, AVATAR_MESSAGES } from './avatar-constants';
import { deleteAvatar, putAvatar, sniffImage } from './avatar-storage';
import { avatarUrlField, entryImage, type AvatarSource } from './avatar-source';
import { responds } from '../http/responds';
import { UserWithTokensAnswer } from './user-schema';

/** The upload's own body limit, in place of the 1 MiB API default (worker/app.ts). */
export const AVATAR_BODY_LIMIT: BodyLimitOverride = {
  path: /^\/api\/v1\/users\/[^/]+\/avatar$/,
  maxSize: AVATAR_BODY_LIMIT_BYTES,
  tooLarge: () => ValidationError.field('file', AVATAR_MESSAGES.tooLarge),
};

/**
 * SPEC sections 5 and 7: one image up to 2 MB (its type is checked from its
 * bytes below), or a `url` (worker/users/avatar-source.ts); not both.
 */
const avatarForm = z
  .object({
    file: z.file({ error: AVATAR_MESSAGES.missing }).max(AVATAR_MAX_BYTES, AVATAR_MESSAGES.tooLarge).optional(),
    url: avatarUrlField.optional(),
  })
  .superRefine((form, ctx) => {
    // zod runs this even when a field failed: a field that was sent counts as sent.
    if (form.file === undefined && form.url === undefined) ctx.addIssue({ code: 'custom', path: ['file'], message: AVATAR_MESSAGES.missing });
    if (form.file !== undefined && form.url !== undefined) ctx.addIssue({ code: 'custom', path: ['url'], message: AVATAR_MESSAGES.fileOrUrl });
  });
const avatarJson = z.object({ url: avatarUrlField });
const AvatarAnswer = UserWithTokensAnswer.extend({ fileEntry: z.object({ url: z.string() }) });
const [avatarJsonBody, avatarFormBody] = validateJsonOrForm(avatarJson, avatarForm);

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

/** The uploaded file's bytes, with the type sniffed from them. */
async function fileImage(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = sniffImage(bytes);
  if (!extension) throw ValidationError.field('file', AVATAR_MESSAGES.wrongType);
  return { bytes, extension };
}

export const avatarRoutes = new Hono<AppEnv>()
  .post('/users/:id/avatar', canManageUser, validate('param', userIdParam), avatarJsonBody, avatarFormBody, responds(AvatarAnswer), async (c) => {
    const { id } = c.req.valid('param');
    // One of the two validators ran (validateJsonOrForm): the other's value is unset.
    const form = c.req.valid('form') as z.infer<typeof avatarForm> | undefined;
    const source: AvatarSource | undefined = form ? form.url : c.req.valid('json').url;
    const db = c.get('db');
    const previous = await currentImage(db, id);
    let url: string;
    if (source?.kind === 'address') {
      url = source.url;
    } else {
      // zod types its File from `globalThis.File`, which Workers declare as a class (not a global var).
      const image = source ? await entryImage(c.env, db, c.get('user')!.id, source.entryId) : await fileImage(form!.file as unknown as File);
      url = await putAvatar(c.env, id, image.bytes, image.extension);
    }
    await setImage(db, id, url);
    await deleteAvatar(c.env, id, previous);
    return c.json({ ...(await userPayload(db, id)), fileEntry: { url } });
  })
  .delete('/users/:id/avatar', canManageUser, validate('param', userIdParam), responds(UserWithTokensAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const previous = await currentImage(db, id);
    await setImage(db, id, null);
    await deleteAvatar(c.env, id, previous);
    return c.json(await userPayload(db, id));
  });
