import { Hono } from 'hono';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { fileEntries } from '../../db/files';
import { notFound, ValidationError } from '../http/errors';
import { validate } from '../http/validate';
import { requireAuth, requirePermission } from '../permissions/guard';
import { userHasPermission } from '../permissions/auth-user';
import { serveAudio } from '../streaming/serve-audio';
import { attachmentDisposition } from '../streaming/content-disposition';
import type { BodyLimitOverride } from '../http/body-limit';
import { checkUploadLimits } from './upload-limits';
import { acceptFileName, cleanExtension, cleanMime, extensionOf, sanitizeRelativePath } from './file-names';
import { uploadKeyFor } from './storage-keys';
import { createFileEntry } from './create-file-entry';
import { deleteFileEntries } from './delete-file-entries';
import { PLAIN_UPLOAD_BODY_BYTES, UPLOAD_MESSAGES } from './upload-constants';
import { holderOf, mayEditIn, requireWorkspaceScope, scopeOf } from '../workspaces/content-scope';
import { respondsWith, responds } from '../http/responds';
import { EmptyAnswer } from '../http/response-fields';
import { FileEntryAnswer } from './file-entry-payload';

/** The plain multipart upload's own body limit (worker/http/body-limit.ts). */
export const PLAIN_UPLOAD_BODY_LIMIT: BodyLimitOverride = {
  path: /^\/api\/v1\/file-entries$/,
  maxSize: PLAIN_UPLOAD_BODY_BYTES,
  tooLarge: () => ValidationError.field('file', UPLOAD_MESSAGES.tooLarge(PLAIN_UPLOAD_BODY_BYTES)),
};

const entryParam = z.object({ id: z.coerce.number().int().positive() });
const deleteBody = z
  .object({
    paths: z.array(z.string().max(500)).max(100).optional(),
    entryIds: z.array(z.number().int().positive()).max(100).optional(),
    deleteForever: z.boolean().optional(),
  })
  // A request that names nothing is a client's mistake, not a successful delete.
  .refine((body) => (body.entryIds?.length ?? 0) + (body.paths?.length ?? 0) > 0, { message: 'Choose the files to delete.', path: ['entryIds'] });

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

export const fileEntryRoutes = new Hono<AppEnv>()
  .post('/file-entries', requirePermission('files.create'), requireWorkspaceScope, responds(FileEntryAnswer, 201), async (c) => {
    const user = c.get('user')!;
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('file');
    if (!form || !file || typeof file === 'string') throw ValidationError.field('file', UPLOAD_MESSAGES.missing);
    const name = acceptFileName(file.name, 'file');
    const extension = extensionOf(name) || cleanExtension(formText(form, 'clientExtension'));
    const mime = cleanMime(file.type || formText(form, 'clientMime'));
    const db = c.get('db');
    await checkUploadLimits(c.env, db, user, { size: file.size, extension, mime });
    const key = uploadKeyFor(user.id, extension);
    await c.env.MEDIA.put(key, file, { httpMetadata: { contentType: mime } });
    const fileEntry = await createFileEntry(c.env, db, {
      userId: user.id,
      key,
      name,
      mime,
      extension,
      size: file.size,
      path: sanitizeRelativePath(formText(form, 'relativePath')),
      disk: 'r2',
      workspaceId: c.get('workspaceId'),
    });
    return c.json({ fileEntry }, 201);
  })
  .get('/file-entries/:id/download', requireAuth, requireWorkspaceScope, validate('param', entryParam), respondsWith('*/*', 'The file as an attachment, in its own media type'), respondsWith('*/*', 'The requested byte range of the file', 206), async (c) => {
    const user = c.get('user')!;
    const [row] = await c
      .get('db')
      .select({ ...getTableColumns(fileEntries), workspace_id: holderOf('file_entry', sql.raw('"file_entries"."id"')) })
      .from(fileEntries)
      .where(eq(fileEntries.id, c.req.valid('param').id))
      .limit(1);
    // An entry outside the request's workspace answers as a missing one does, so ids cannot be enumerated.
    const visible = row && mayEditIn(scopeOf(c), { owner_id: row.user_id, workspace_id: row.workspace_id });
    if (!row || row.deleted_at || (!visible && !userHasPermission(user, 'files.update'))) throw notFound();
    const dot = row.name.lastIndexOf('.');
    const baseName = dot > 0 ? row.name.slice(0, dot) : row.name;
    return serveAudio(c.req.raw, c.env.MEDIA, { key: row.key, mime: row.mime, size: row.file_size }, {
      'Content-Disposition': attachmentDisposition(baseName, row.extension),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  })
  .post('/file-entries/delete', requireAuth, requireWorkspaceScope, validate('json', deleteBody), responds(EmptyAnswer), async (c) => {
    await deleteFileEntries(c.env, c.get('db'), scopeOf(c), c.req.valid('json'));
    return c.json({});
  });

/** Whether an entry with this key exists (tus and S3 entries are created once). */
export async function entryExists(db: AppEnv['Variables']['db'], userId: number, key: string): Promise<boolean> {
  const [row] = await db.select({ id: fileEntries.id }).from(fileEntries).where(and(eq(fileEntries.user_id, userId), eq(fileEntries.key, key))).limit(1);
  return !!row;
}
