import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { forbidden, ValidationError } from '../http/errors';
import { validate } from '../http/validate';
import { requirePermission } from '../permissions/guard';
import { checkUploadLimits } from '../file-entries/upload-limits';
import { acceptFileName, cleanExtension, cleanMime, extensionOf } from '../file-entries/file-names';
import { isUploadKeyOf, uploadKeyFor, uploadKeyNamed } from '../file-entries/storage-keys';
import { createFileEntry } from '../file-entries/create-file-entry';
import { requireWorkspaceScope } from '../workspaces/content-scope';
import { entryExists } from '../file-entries/routes';
import { MAX_PARTS, MAX_SIGNED_PARTS_PER_BATCH } from '../file-entries/upload-constants';
import { storageFor } from '../storage/storage-driver';
import { responds } from '../http/responds';
import { EmptyAnswer } from '../http/response-fields';
import { FileEntryAnswer } from '../file-entries/file-entry-payload';

const newUpload = z.object({
  filename: z.string().min(1).max(1000),
  mime: z.string().max(255).optional().default(''),
  size: z.number().int().nonnegative(),
  extension: z.string().max(20).optional().default(''),
  metadata: z.unknown().optional(),
});
const multipartRef = z.object({ key: z.string().min(1).max(300), uploadId: z.string().min(1).max(1000) });
const partNumber = z.number().int().min(1).max(MAX_PARTS);
const signParts = multipartRef.extend({ partNumbers: z.array(partNumber).min(1).max(MAX_SIGNED_PARTS_PER_BATCH) });
const completeParts = multipartRef.extend({ parts: z.array(z.object({ PartNumber: partNumber, ETag: z.string().min(1).max(200) })).min(1).max(MAX_PARTS) });
const newEntry = z.object({
  filename: z.string().min(1).max(300),
  size: z.number().int().nonnegative(),
  clientName: z.string().min(1).max(1000),
  clientMime: z.string().max(255).optional(),
  clientExtension: z.string().max(20).optional(),
  metadata: z.unknown().optional(),
});

const partAnswer = z.object({ PartNumber: z.int(), ETag: z.string(), Size: z.int() });

const storageOf = (c: Context<AppEnv>) => storageFor(c.env, c.get('db'), undefined, new URL(c.req.url).origin);

/** The checked name, extension and MIME of a new upload, and its server-built key. */
async function admit(c: Context<AppEnv>, body: z.infer<typeof newUpload>) {
  const user = c.get('user')!;
  const name = acceptFileName(body.filename, 'filename');
  const extension = extensionOf(name) || cleanExtension(body.extension);
  const mime = cleanMime(body.mime);
  await checkUploadLimits(c.env, c.get('db'), user, { size: body.size, extension, mime });
  return { key: uploadKeyFor(user.id, extension), mime };
}

/** S3-style calls name their key; it must be one of the caller's (the server built it). */
function ownKey(c: Context<AppEnv>, key: string): string {
  if (!isUploadKeyOf(c.get('user')!.id, key)) throw forbidden();
  return key;
}

/** docs/api/uploads.md, "S3-style (direct to storage)". */
export const s3UploadRoutes = new Hono<AppEnv>()
  .use('/s3/*', requirePermission('files.create'))
  .post('/s3/multipart/create', validate('json', newUpload), responds(z.object({ uploadId: z.string(), key: z.string() })), async (c) => {
    const { key, mime } = await admit(c, c.req.valid('json'));
    const uploadId = await (await storageOf(c)).createMultipart(key, mime);
    return c.json({ uploadId, key });
  })
  .post('/s3/multipart/get-uploaded-parts', validate('json', multipartRef), responds(z.object({ parts: z.array(partAnswer) })), async (c) => {
    const { key, uploadId } = c.req.valid('json');
    return c.json({ parts: await (await storageOf(c)).listParts(ownKey(c, key), uploadId) });
  })
  .post('/s3/multipart/batch-sign-part-urls', validate('json', signParts), responds(z.object({ urls: z.array(z.object({ partNumber: z.int(), url: z.string() })) })), async (c) => {
    const { key, uploadId, partNumbers } = c.req.valid('json');
    const storage = await storageOf(c);
    ownKey(c, key);
    const urls = await Promise.all(partNumbers.map(async (n) => ({ partNumber: n, url: await storage.signPartUrl(key, uploadId, n) })));
    return c.json({ urls });
  })
  .post('/s3/multipart/complete', validate('json', completeParts), responds(z.object({ location: z.string() })), async (c) => {
    const { key, uploadId, parts } = c.req.valid('json');
    await (await storageOf(c)).completeMultipart(ownKey(c, key), uploadId, parts);
    return c.json({ location: key });
  })
  .post('/s3/multipart/abort', validate('json', multipartRef), responds(EmptyAnswer), async (c) => {
    const { key, uploadId } = c.req.valid('json');
    await (await storageOf(c)).abortMultipart(ownKey(c, key), uploadId);
    return c.json({});
  })
  .post('/s3/simple/presign', validate('json', newUpload.extend({ disk: z.string().max(20).optional() })), responds(z.object({ url: z.string(), acl: z.literal('private'), key: z.string() })), async (c) => {
    const body = c.req.valid('json');
    const { key, mime } = await admit(c, body);
    const url = await (await storageOf(c)).signPutUrl(key, mime, body.size);
    return c.json({ url, acl: 'private', key });
  })
  .post('/s3/entries', requireWorkspaceScope, validate('json', newEntry), responds(FileEntryAnswer, 201), async (c) => {
    const body = c.req.valid('json');
    const user = c.get('user')!;
    const db = c.get('db');
    const key = ownKey(c, uploadKeyNamed(user.id, body.filename));
    const storage = await storageOf(c);
    if (await entryExists(db, user.id, key)) throw ValidationError.field('filename', 'This upload already has a file entry.');
    const size = await storage.sizeOf(key);
    if (size === null) throw ValidationError.field('filename', 'The uploaded file was not found.');
    const name = acceptFileName(body.clientName, 'clientName');
    const extension = extensionOf(key) || cleanExtension(body.clientExtension);
    const mime = cleanMime(body.clientMime);
    try {
      // The declared size was checked when the upload began; the stored one decides.
      await checkUploadLimits(c.env, db, user, { size, extension, mime });
    } catch (error) {
      await storage.deleteObject(key);
      throw error;
    }
    const fileEntry = await createFileEntry(c.env, db, { userId: user.id, key, name, mime, extension, size, path: '', disk: storage.disk, workspaceId: c.get('workspaceId') });
    return c.json({ fileEntry }, 201);
  });
