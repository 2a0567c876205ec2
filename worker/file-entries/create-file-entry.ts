import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { fileEntries } from '../../db/files';
import { parseAudioMetadata } from './audio-metadata';
import { fileEntryPayload, type FileEntryPayload } from './file-entry-payload';
import { workspaceItems } from '../../db/workspaces';
import { isoNow } from '../../db/columns';

const recordEntryInWorkspace = (db: Db, entry: NewFileEntry) =>
  entry.workspaceId
    ? [db.insert(workspaceItems).select(sql`SELECT 'file_entry', id, ${entry.workspaceId}, ${isoNow} FROM file_entries WHERE key = ${entry.key}`)]
    : [];

export type NewFileEntry = {
  userId: number;
  key: string;
  name: string;
  mime: string;
  extension: string;
  size: number;
  path: string;
  disk: 'r2' | 's3';
  /** The workspace the upload was made in (docs/decisions/013); 0 or none: the uploader's own. */
  workspaceId?: number;
};

/**
 * The row for an object already stored under `key` (every upload flow ends
 * here), with the audio metadata parsed from the stored bytes. If the insert
 * fails, the object and its cover are removed: a refused upload leaves nothing.
 */
export async function createFileEntry(env: Env, db: Db, entry: NewFileEntry): Promise<FileEntryPayload> {
  const metadata = entry.disk === 'r2' ? await parseAudioMetadata(env.MEDIA, entry.key, entry.mime, entry.extension, entry.size) : null;
  try {
    const [[row]] = await db.batch([
      db
        .insert(fileEntries)
        .values({
          user_id: entry.userId,
          name: entry.name,
          key: entry.key,
          mime: entry.mime,
          extension: entry.extension,
          file_size: entry.size,
          path: entry.path,
          disk: entry.disk,
          metadata,
        })
        .returning(),
      // Held by the workspace in the same batch, found by its unique key.
      ...recordEntryInWorkspace(db, entry),
    ]);
    return fileEntryPayload(row);
  } catch (error) {
    await env.MEDIA.delete([entry.key, ...(metadata?.cover_key ? [metadata.cover_key] : [])]);
    throw error;
  }
}
