import { Hono } from 'hono';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { fileEntries } from '../../db/files';
import { HttpError, notFound, ValidationError } from '../http/errors';
import { validate } from '../http/validate';
import type { BodyLimitOverride } from '../http/body-limit';
import { requireAuth, requirePermission } from '../permissions/guard';
import { userHasPermission } from '../permissions/auth-user';
import { acceptFileName, cleanMime, extensionOf } from '../file-entries/file-names';
import { uploadKeyFor } from '../file-entries/storage-keys';
import { createFileEntry } from '../file-entries/create-file-entry';
import { UPLOAD_MESSAGES } from '../file-entries/upload-constants';
import { serveAudio } from '../streaming/serve-audio';
import { attachmentDisposition } from '../streaming/content-disposition';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MIME_TYPES, ATTACHMENTS_PER_USER_MAX } from './request-constants';
import { attachmentParam } from './request-schemas';
import { storedRequest } from './load-request';
import { responds, respondsWith } from '../http/responds';
import { FileEntryAnswer } from '../file-entries/file-entry-payload';

/** Entries this route made carry this path, so a user's stored attachments can be counted. */
const ATTACHMENT_PATH = 'backstage-requests';
/** The multipart envelope around one file. */
const ENVELOPE_BYTES = 64 * 1024;

export const ATTACHMENT_BODY_LIMIT: BodyLimitOverride = {
  path: /^\/api\/v1\/backstage-requests\/attachments$/,
  maxSize: ATTACHMENT_MAX_BYTES + ENVELOPE_BYTES,
  tooLarge: () => ValidationError.field('file', UPLOAD_MESSAGES.tooLarge(ATTACHMENT_MAX_BYTES)),
};

/** Whoever may read a request's files: the requester and admins (admin.access). */
const mayRead = (user: NonNullable<AppEnv['Variables']['user']>, ownerId: number) => user.id === ownerId || userHasPermission(user, 'admin.access');

/**
 * docs/api/backstage-requests.md, "Attachments". A listener holds
 * backstageRequests.create but not files.create, so proof files and the new
 * artist's image have their own small upload (images and PDF, 10 MB each, a
 * few per user), stored as ordinary file entries of the requester outside
 * any workspace: the file-entry download lets only their owner (and
 * files.update) read them, and the request's own route lets admins read them.
 */
export const attachmentRoutes = new Hono<AppEnv>()
  .post('/backstage-requests/attachments', requirePermission('backstageRequests.create'), responds(FileEntryAnswer, 201), async (c) => {
    const user = c.get('user')!;
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('file');
    if (!form || !file || typeof file === 'string') throw ValidationError.field('file', UPLOAD_MESSAGES.missing);
    if (file.size === 0) throw ValidationError.field('file', UPLOAD_MESSAGES.empty);
    if (file.size > ATTACHMENT_MAX_BYTES) throw ValidationError.field('file', UPLOAD_MESSAGES.tooLarge(ATTACHMENT_MAX_BYTES));
    const name = acceptFileName(file.name, 'file');
    const mime = cleanMime(file.type || String(form.get('clientMime') ?? ''));
    if (!(ATTACHMENT_MIME_TYPES as readonly string[]).includes(mime)) throw ValidationError.field('file', 'Attach an image (PNG, JPEG, GIF, WebP) or a PDF.');
    const db = c.get('db');
    const [{ held }] = await db
      .select({ held: count() })
      .from(fileEntries)
      .where(and(eq(fileEntries.user_id, user.id), isNull(fileEntries.deleted_at), eq(fileEntries.path, ATTACHMENT_PATH)));
    if (held >= ATTACHMENTS_PER_USER_MAX) throw new HttpError(403, 'You have uploaded as many attachments as a user may hold.');
    const extension = extensionOf(name);
    const key = uploadKeyFor(user.id, extension);
    await c.env.MEDIA.put(key, file, { httpMetadata: { contentType: mime } });
    const fileEntry = await createFileEntry(c.env, db, { userId: user.id, key, name, mime, extension, size: file.size, path: ATTACHMENT_PATH, disk: 'r2' });
    return c.json({ fileEntry }, 201);
  })
  .get('/backstage-requests/:id{[0-9]+}/attachments/:entryId{[0-9]+}', requireAuth, validate('param', attachmentParam), respondsWith('*/*', 'The attached file (an image or a PDF), in its own media type'), respondsWith('*/*', 'The requested byte range of the file', 206), async (c) => {
    const { id, entryId } = c.req.valid('param');
    const db = c.get('db');
    const request = await storedRequest(db, id);
    // Someone else's request answers as a missing one, so ids cannot be probed.
    if (!request || !mayRead(c.get('user')!, request.user_id) || !request.attachments.includes(entryId)) throw notFound();
    const [entry] = await db
      .select()
      .from(fileEntries)
      .where(and(eq(fileEntries.id, entryId), eq(fileEntries.user_id, request.user_id), isNull(fileEntries.deleted_at)))
      .limit(1);
    if (!entry) throw notFound();
    const dot = entry.name.lastIndexOf('.');
    return serveAudio(c.req.raw, c.env.MEDIA, { key: entry.key, mime: entry.mime, size: entry.file_size }, {
      'Content-Disposition': attachmentDisposition(dot > 0 ? entry.name.slice(0, dot) : entry.name, entry.extension),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

export { mayRead };
