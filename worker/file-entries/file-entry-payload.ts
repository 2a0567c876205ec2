import type { FileEntryRow } from '../../db/files';

/** Parsed audio metadata (docs/api/uploads.md); `cover_key` stays on the server. */
export type AudioMetadata = {
  title?: string;
  artists?: string[];
  album?: string;
  track_number?: number;
  genre?: string;
  duration_ms?: number;
  cover_url?: string;
};

/** SPEC section 3, FileEntryPayload. */
export type FileEntryPayload = {
  id: number;
  url: string;
  file_size: number;
  name: string;
  mime: string;
  updated_at: string;
  extension: string;
  path: string;
  metadata: AudioMetadata | null;
};

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
