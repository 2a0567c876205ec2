import type { FileEntryPayload } from '../file-entry-payload';
import { apiClient } from '../../http/api-client';
import { extensionOf } from '../upload-file';
import type { DriverJob } from './upload-driver';

/** docs/api/uploads.md `POST s3/entries`: records a file that is already in storage under `key`. */
export async function createS3Entry({ file, options, signal }: DriverJob, key: string): Promise<FileEntryPayload> {
  const response = await apiClient.post<{ fileEntry: FileEntryPayload }>(
    's3/entries',
    {
      filename: key,
      size: file.size,
      clientName: file.name,
      clientMime: file.type,
      clientExtension: extensionOf(file.name),
      metadata: options.metadata,
    },
    { signal },
  );
  return response.fileEntry;
}
