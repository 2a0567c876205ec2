import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db';
import { fileEntries } from '../../db/files';
import { ValidationError } from '../http/errors';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, AVATAR_URL_MAX_LENGTH, type AvatarExtension } from './avatar-constants';
import { sniffImage } from './avatar-storage';

/** The url a file entry answers with (worker/file-entries/file-entry-payload.ts, fileEntryDownloadUrl). */
const ENTRY_PATH = /^\/api\/v1\/file-entries\/(\d{1,12})\/download$/;

/**
 * SPEC section 7, `POST users/{id}/avatar` with a `url`. The server never
 * fetches it (a user-given address fetched server-side is an SSRF hole):
 * - an `https://` address is stored as users.image as it is, the way a
 *   social sign-in picture is; browsers load it (CSP `img-src` allows https:
 *   only, so http: is refused);
 * - a file entry's own url (`/api/v1/file-entries/{id}/download`) names an
 *   upload of the caller's, which is copied inside R2 into the public avatars.
 */
export type AvatarSource = { kind: 'address'; url: string } | { kind: 'entry'; entryId: number };

export const avatarUrlField = z
  .string({ error: AVATAR_MESSAGES.missing })
  .trim()
  .min(1, AVATAR_MESSAGES.missing)
  .max(AVATAR_URL_MAX_LENGTH, AVATAR_MESSAGES.urlTooLong)
  .transform((value, ctx): AvatarSource => {
    const entry = ENTRY_PATH.exec(value);
    if (entry) return { kind: 'entry', entryId: Number(entry[1]) };
    const url = URL.canParse(value) ? new URL(value) : null;
    // Credentials in an address would be shown to every visitor of the profile.
    if (url?.protocol === 'https:' && url.hostname && !url.username && !url.password) return { kind: 'address', url: url.href };
    ctx.addIssue({ code: 'custom', message: AVATAR_MESSAGES.badUrl });
    return z.NEVER;
  });

/**
 * The image bytes of the caller's own file entry, checked as an uploaded
 * avatar is (2 MB, type sniffed from the bytes). Someone else's entry, a
 * deleted one or an unknown id all read 'Please select an image.', so ids
 * cannot be probed.
 */
export async function entryImage(env: Env, db: Db, callerId: number, entryId: number): Promise<{ bytes: Uint8Array; extension: AvatarExtension }> {
  const [entry] = await db
    .select({ user_id: fileEntries.user_id, key: fileEntries.key, file_size: fileEntries.file_size, deleted_at: fileEntries.deleted_at })
    .from(fileEntries)
    .where(eq(fileEntries.id, entryId))
    .limit(1);
  if (!entry || entry.user_id !== callerId || entry.deleted_at) throw ValidationError.field('url', AVATAR_MESSAGES.missing);
  if (entry.file_size > AVATAR_MAX_BYTES) throw ValidationError.field('url', AVATAR_MESSAGES.tooLarge);
  const object = await env.MEDIA.get(entry.key);
  if (!object) throw ValidationError.field('url', AVATAR_MESSAGES.missing);
  if (object.size > AVATAR_MAX_BYTES) throw ValidationError.field('url', AVATAR_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await object.arrayBuffer());
  const extension = sniffImage(bytes);
  if (!extension) throw ValidationError.field('url', AVATAR_MESSAGES.wrongType);
  return { bytes, extension };
}
