import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { fileEntries } from '../../db/files';
import { ValidationError } from '../http/errors';
import { forbiddenWithPlans, plansAction } from '../billing/plans-action';
import { getSettings } from '../settings/settings-service';
import { restrictionValue, userHasPermission, type AuthUser } from '../permissions/auth-user';
import { UPLOAD_MESSAGES } from './upload-constants';

const FILES_CREATE = 'files.create';

export type UploadCandidate = { size: number; extension: string; mime: string };

/** The configured limits (worker/settings/defaults.ts, `uploads.*`). */
export type UploadSettings = {
  maxSize: number;
  allowedExtensions: string[];
  blockedExtensions: string[];
  allowedMimeTypes: string[];
  blockedMimeTypes: string[];
  driver: 'r2' | 's3';
};

const list = (value: unknown) => (Array.isArray(value) ? value.map((v) => String(v).toLowerCase()) : []);

export async function uploadSettings(env: Env, db: Db): Promise<UploadSettings> {
  const all = await getSettings(env, db);
  return {
    maxSize: Number(all['uploads.max_size'] ?? 0) || Number.MAX_SAFE_INTEGER,
    allowedExtensions: list(all['uploads.allowed_extensions']),
    blockedExtensions: list(all['uploads.blocked_extensions']),
    allowedMimeTypes: list(all['uploads.allowed_mime_types']),
    blockedMimeTypes: list(all['uploads.blocked_mime_types']),
    driver: all['uploads.storage_driver'] === 's3' ? 's3' : 'r2',
  };
}

/** Bytes the user's non-deleted uploads take. */
export async function usedSpace(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${fileEntries.file_size}), 0)` })
    .from(fileEntries)
    .where(and(eq(fileEntries.user_id, userId), isNull(fileEntries.deleted_at)));
  return Number(row?.used ?? 0);
}

/** A MIME list entry may name a whole family, e.g. `audio/*`. */
const mimeListed = (listed: string[], mime: string) => listed.some((m) => m === mime || (m.endsWith('/*') && mime.startsWith(m.slice(0, -1))));

/**
 * Every check an upload passes before a byte is stored (docs/decisions/011):
 * size, then type (extension and MIME, allow lists then block lists), then
 * the `files.create` `space` quota (SPEC section 6: over quota when used >=
 * limit; a file that would carry the user past the limit is refused too).
 * The caller has already required `files.create`.
 */
export async function checkUploadLimits(env: Env, db: Db, user: AuthUser, file: UploadCandidate, known?: UploadSettings): Promise<UploadSettings> {
  // An empty file is nobody's music, and parsing one is an error waiting to happen (issue 11).
  if (file.size === 0) throw ValidationError.field('file', UPLOAD_MESSAGES.empty);
  const limits = known ?? (await uploadSettings(env, db));
  if (file.size > limits.maxSize) throw ValidationError.field('file', UPLOAD_MESSAGES.tooLarge(limits.maxSize));
  const ext = file.extension.toLowerCase();
  const mime = file.mime.toLowerCase();
  const typeRefused =
    (limits.allowedExtensions.length > 0 && !limits.allowedExtensions.includes(ext)) ||
    limits.blockedExtensions.includes(ext) ||
    (limits.allowedMimeTypes.length > 0 && !mimeListed(limits.allowedMimeTypes, mime)) ||
    mimeListed(limits.blockedMimeTypes, mime);
  if (typeRefused) throw ValidationError.field('file', UPLOAD_MESSAGES.wrongType);

  const space = userHasPermission(user, 'admin') ? null : restrictionValue(user, FILES_CREATE, 'space');
  if (space !== null) {
    const used = await usedSpace(db, user.id);
    if (used >= space) throw await forbiddenWithPlans(env, db, FILES_CREATE, UPLOAD_MESSAGES.overQuota);
    if (used + file.size > space) throw new ValidationError({ file: [UPLOAD_MESSAGES.quotaExceeded] }, await plansAction(env, db, FILES_CREATE));
  }
  return limits;
}
