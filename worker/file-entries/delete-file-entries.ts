import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { fileEntries, type FileEntryRow } from '../../db/files';
import { isoNow } from '../../db/columns';
import { storageFor } from '../storage/storage-driver';
import { tracks } from '../../db/music-catalog';
import { inScope, managesWorkspaceContent, type ContentScope } from '../workspaces/content-scope';

export type DeleteRequest = { paths?: string[]; entryIds?: number[]; deleteForever?: boolean };

/**
 * docs/api/uploads.md: entries of the request's workspace (docs/decisions/013),
 * named by id or by display path: in the default workspace the caller's own;
 * in a workspace their own uploads there, or (owners and admins) any of its
 * uploads. By default the row gets `deleted_at` (it stops counting
 * toward the quota); `deleteForever` removes the object, its cover and the row
 * (the object stays while a published track streams it).
 */
export async function deleteFileEntries(env: Env, db: Db, scope: ContentScope, request: DeleteRequest): Promise<void> {
  const ids = request.entryIds ?? [];
  const paths = request.paths ?? [];
  if (!ids.length && !paths.length) return;
  const named = or(...[ids.length ? inArray(fileEntries.id, ids) : undefined, paths.length ? inArray(fileEntries.path, paths) : undefined].filter((c) => c !== undefined));
  const inWorkspace = inScope(scope, 'file_entry', sql.raw('"file_entries"."id"'), sql.raw('"file_entries"."user_id"'));
  const own = and(inWorkspace, managesWorkspaceContent(scope) ? undefined : eq(fileEntries.user_id, scope.user.id), named);
  if (!request.deleteForever) {
    await db.update(fileEntries).set({ deleted_at: isoNow, updated_at: isoNow }).where(and(own, isNull(fileEntries.deleted_at)));
    return;
  }
  await deleteEntriesForever(env, db, await db.select().from(fileEntries).where(own));
}

/**
 * Removes the rows and their stored objects (and covers), here and for the
 * admin files list (worker/admin/files/). A published track streams straight
 * from its upload's object: those bytes (and the cover the track may show)
 * stay while any track points at them.
 */
export async function deleteEntriesForever(env: Env, db: Db, rows: FileEntryRow[]): Promise<void> {
  if (!rows.length) return;
  const inUse = new Set((await db.select({ key: tracks.audio_key }).from(tracks).where(inArray(tracks.audio_key, rows.map((r) => r.key)))).map((t) => t.key));
  for (const row of rows) if (!inUse.has(row.key)) await removeStored(env, db, row);
  await db.delete(fileEntries).where(inArray(fileEntries.id, rows.map((r) => r.id)));
}

async function removeStored(env: Env, db: Db, row: FileEntryRow) {
  const coverKey = (row.metadata as { cover_key?: string } | null)?.cover_key;
  if (coverKey) await env.MEDIA.delete(coverKey);
  await (await storageFor(env, db, row.disk)).deleteObject(row.key);
}
