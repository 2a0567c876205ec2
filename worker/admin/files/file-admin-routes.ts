import { Hono } from 'hono';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../types';
import { fileEntries } from '../../../db/files';
import { validate } from '../../http/validate';
import { notFound } from '../../http/errors';
import { requirePermission } from '../../permissions/guard';
import { deleteEntriesForever } from '../../file-entries/delete-file-entries';
import { adminListRoutes } from '../list/list-routes';
import { idList } from '../list/id-list';
import { filesList } from './files-list';
import { responds } from '../../http/responds';
import { MessageAnswer } from '../../http/response-fields';

const MANAGE_FILES = 'files.update';

/**
 * docs/api/admin.md, "Files" (files.update): every user's file entries, and
 * "delete forever": the rows and their stored objects, except an object a
 * published track still streams (worker/file-entries/delete-file-entries.ts).
 */
export const fileAdminRoutes = new Hono<AppEnv>()
  .route('/', adminListRoutes('/file-entries', MANAGE_FILES, filesList))
  .delete('/file-entries/:ids', requirePermission(MANAGE_FILES), validate('param', z.object({ ids: idList('Name files by their ids, comma-separated.') })), responds(MessageAnswer), async (c) => {
    const { ids } = c.req.valid('param');
    const db = c.get('db');
    const rows = await db.select().from(fileEntries).where(inArray(fileEntries.id, ids));
    if (rows.length !== ids.length) throw notFound();
    await deleteEntriesForever(c.env, db, rows);
    return c.json({ message: ids.length > 1 ? 'Files deleted' : 'File deleted' });
  });
