import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { HttpError, notFound, ValidationError } from '../http/errors';
import { validate } from '../http/validate';
import type { BodyLimitOverride } from '../http/body-limit';
import { requireAuth, requirePermission } from '../permissions/guard';
import { randomToken } from '../auth/crypto';
import { checkUploadLimits, uploadSettings } from '../file-entries/upload-limits';
import { acceptFileName, cleanExtension, cleanMime, extensionOf, sanitizeRelativePath } from '../file-entries/file-names';
import { uploadKeyFor } from '../file-entries/storage-keys';
import { createFileEntry } from '../file-entries/create-file-entry';
import { requireWorkspaceScope } from '../workspaces/content-scope';
import { MAX_REQUEST_BODY_BYTES } from '../file-entries/upload-constants';
import type { TusState } from './tus-upload';
import { writeChunk } from './tus-chunk';
import { TUS_BASE_PATH, TUS_CONTENT_TYPE, TUS_EXTENSIONS, TUS_VERSION } from './tus-constants';
import { responds, respondsEmpty } from '../http/responds';
import { FileEntryAnswer } from '../file-entries/file-entry-payload';

/** tus chunks stream into R2 and count their own bytes (worker/http/body-limit.ts). */
export const TUS_BODY_LIMIT: BodyLimitOverride = {
  path: /^\/api\/v1\/tus\/upload(\/|$)/,
  maxSize: MAX_REQUEST_BODY_BYTES,
  streamed: true,
  tooLarge: () => new HttpError(413),
};

const uploadKeyParam = z.object({ uploadKey: z.string().regex(/^[A-Za-z0-9_-]{32}$/) });

/** `Upload-Metadata: name d29ybGQ=,type YXVkaW8vbXBlZw==` (values base64). */
function parseMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [name, value] = pair.trim().split(' ');
    if (!name) continue;
    try {
      out[name] = value ? new TextDecoder().decode(Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0))) : '';
    } catch {
      throw new HttpError(400, 'Upload-Metadata is not valid base64.');
    }
  }
  return out;
}

/** The TusUpload Durable Object that keeps this upload's offset and parts (one per upload key). */
const uploadObject = (env: Env, uploadKey: string) => env.TUS_UPLOAD.get(env.TUS_UPLOAD.idFromName(uploadKey));

/** The caller's upload; another user's looks like none (404). */
async function ownUpload(c: Context<AppEnv>, uploadKey: string): Promise<TusState> {
  const state = await uploadObject(c.env, uploadKey).state();
  if (!state || state.userId !== c.get('user')!.id) throw notFound();
  return state;
}

const tusHeaders = (extra: Record<string, string> = {}) => ({ 'Tus-Resumable': TUS_VERSION, 'Cache-Control': 'no-store', ...extra });

/** docs/api/uploads.md, "tus 1.0.0". */
export const tusRoutes = new Hono<AppEnv>()
  .options('/tus/upload/:uploadKey?', respondsEmpty("The server's tus capabilities: Tus-Version, Tus-Extension, Tus-Max-Size"), async (c) => {
    const { maxSize } = await uploadSettings(c.env, c.get('db'));
    return c.body(null, 204, tusHeaders({ 'Tus-Version': TUS_VERSION, 'Tus-Extension': TUS_EXTENSIONS, 'Tus-Max-Size': String(maxSize) }));
  })
  .post('/tus/upload', requirePermission('files.create'), respondsEmpty('The upload is created: Location is its URL, Upload-Offset 0', 201), async (c) => {
    const user = c.get('user')!;
    const length = Number(c.req.header('Upload-Length'));
    if (!c.req.header('Upload-Length') || !Number.isSafeInteger(length) || length < 0) throw new HttpError(400, 'Upload-Length is required.');
    const meta = parseMetadata(c.req.header('Upload-Metadata'));
    const name = acceptFileName(meta.name ?? meta.filename ?? '', 'name');
    const extension = extensionOf(name) || cleanExtension(meta.extension);
    const mime = cleanMime(meta.type ?? meta.filetype);
    await checkUploadLimits(c.env, c.get('db'), user, { size: length, extension, mime });
    const uploadKey = randomToken(24);
    const objectKey = uploadKeyFor(user.id, extension);
    const metadata = { name, extension, mime, path: sanitizeRelativePath(meta.relativePath) };
    await uploadObject(c.env, uploadKey).create({ key: uploadKey, objectKey, length, userId: user.id, metadata });
    return c.body(null, 201, tusHeaders({ Location: `${TUS_BASE_PATH}/${uploadKey}`, 'Upload-Offset': '0' }));
  })
  // HEAD reaches the GET handler (Hono routes HEAD as GET and drops the body).
  .get('/tus/upload/:uploadKey', requireAuth, validate('param', uploadKeyParam), respondsEmpty("The upload's progress: Upload-Offset and Upload-Length", 200), async (c) => {
    const state = await ownUpload(c, c.req.valid('param').uploadKey);
    return c.body(null, 200, tusHeaders({ 'Upload-Offset': String(state.offset), 'Upload-Length': String(state.length) }));
  })
  .patch('/tus/upload/:uploadKey', requireAuth, validate('param', uploadKeyParam), respondsEmpty('The chunk is stored; Upload-Offset is the new offset'), async (c) => {
    const { uploadKey } = c.req.valid('param');
    if ((c.req.header('Content-Type') ?? '').split(';')[0].trim() !== TUS_CONTENT_TYPE) throw new HttpError(415, 'Unsupported Media Type');
    const offset = Number(c.req.header('Upload-Offset'));
    if (!Number.isSafeInteger(offset) || offset < 0) throw new HttpError(400, 'Upload-Offset is required.');
    await ownUpload(c, uploadKey);
    const upload = uploadObject(c.env, uploadKey);
    const start = await upload.beginChunk(offset);
    if (!start.ok) {
      const headers = tusHeaders(start.state ? { 'Upload-Offset': String(start.state.offset) } : {});
      throw new HttpError(start.status, start.status === 409 ? 'Upload-Offset does not match the upload.' : start.status === 423 ? 'Another chunk is being written.' : undefined, headers);
    }
    let result;
    try {
      result = await writeChunk(c.env.MEDIA, start.state, start.state.metadata.mime, c.req.raw.body);
    } catch (error) {
      await upload.releaseChunk();
      throw error;
    }
    const state = await upload.endChunk(result);
    if (result.overflow) throw new HttpError(413, 'The chunk goes past Upload-Length.', tusHeaders({ 'Upload-Offset': String(state.offset) }));
    return c.body(null, 204, tusHeaders({ 'Upload-Offset': String(state.offset) }));
  })
  .delete('/tus/upload/:uploadKey', requireAuth, validate('param', uploadKeyParam), respondsEmpty('The upload is terminated'), async (c) => {
    const { uploadKey } = c.req.valid('param');
    await ownUpload(c, uploadKey);
    await uploadObject(c.env, uploadKey).terminate();
    return c.body(null, 204, tusHeaders());
  })
  .post('/tus/entries', requirePermission('files.create'), requireWorkspaceScope, validate('json', z.object({ uploadKey: uploadKeyParam.shape.uploadKey })), responds(FileEntryAnswer, 201), async (c) => {
    const { uploadKey } = c.req.valid('json');
    const state = await ownUpload(c, uploadKey);
    if (state.offset < state.length) throw ValidationError.field('uploadKey', 'The upload is not complete.');
    const { name, mime, extension, path } = state.metadata;
    try {
      // Checked again at the end, as s3/entries does: uploads running side by
      // side each passed at creation, but together they may not fit the quota.
      await checkUploadLimits(c.env, c.get('db'), c.get('user')!, { size: state.length, extension, mime });
    } catch (error) {
      await uploadObject(c.env, uploadKey).terminate();
      throw error;
    }
    // Claimed first: a second call finds no upload (404), so one upload makes one entry.
    await uploadObject(c.env, uploadKey).claim();
    const fileEntry = await createFileEntry(c.env, c.get('db'), {
      userId: state.userId,
      key: state.objectKey,
      name,
      mime,
      extension,
      size: state.length,
      path,
      disk: 'r2',
      workspaceId: c.get('workspaceId'),
    });
    return c.json({ fileEntry }, 201);
  });
