import type { FileEntryRow } from '../../db/files';
import { z } from 'zod';
import { timestamp } from '../http/response-fields';

/** Parsed audio metadata (docs/api/uploads.md); `cover_key` stays on the server. */
export const AudioMetadata = z.object({
  title: z.string().optional(),
  artists: z.array(z.string()).optional(),
  album: z.string().optional(),
  track_number: z.number().optional(),
  genre: z.string().optional(),
  duration_ms: z.number().optional(),
  cover_url: z.string().optional(),
});
export type AudioMetadata = z.infer<typeof AudioMetadata>;

/** SPEC section 3, FileEntryPayload. */
export const FileEntryPayload = z
  .object({
    id: z.int(),
    url: z.string(),
    file_size: z.int(),
    name: z.string(),
    mime: z.string(),
    updated_at: timestamp,
    extension: z.string(),
    path: z.string(),
    metadata: AudioMetadata.nullable(),
  })
  .meta({ id: 'FileEntry' });
export type FileEntryPayload = z.infer<typeof FileEntryPayload>;

/** What creating an entry answers, however the file arrived. */
export const FileEntryAnswer = z.object({ fileEntry: FileEntryPayload });

export const fileEntryDownloadUrl = (id: number) => `/api/v1/file-entries/${id}/download`;

export function fileEntryPayload(row: FileEntryRow): FileEntryPayload {
  const stored = row.metadata as (AudioMetadata & { cover_key?: string }) | null;
  let metadata: AudioMetadata | null = null;
  if (stored) {
    const { cover_key: _coverKey, ...visible } = stored;
    metadata = visible;
  }
  return {
    id: row.id,
    url: fileEntryDownloadUrl(row.id),
    file_size: row.file_size,
    name: row.name,
    mime: row.mime,
    updated_at: row.updated_at,
    extension: row.extension,
    path: row.path,
    metadata,
  };
}
