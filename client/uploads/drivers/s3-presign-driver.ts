import { apiClient } from '../../http/api-client';
import { extensionOf } from '../upload-file';
import { xhrRequest } from '../xhr-request';
import { createS3Entry } from './s3-entry';
import type { UploadDriver } from './upload-driver';

/** docs/api/uploads.md: presign, one PUT of the bytes straight to storage, then the file entry. */
export const s3PresignDriver: UploadDriver = async (job) => {
  const { file, signal, onProgress } = job;
  const mime = file.type || 'application/octet-stream';
  const { url, acl, key } = await apiClient.post<{ url: string; acl?: string; key: string }>(
    's3/simple/presign',
    { filename: file.name, mime, size: file.size, extension: extensionOf(file.name) },
    { signal },
  );
  // When the server signed an ACL into the URL, the PUT must carry the same one.
  const headers: Record<string, string> = { 'Content-Type': mime, ...(acl ? { 'x-amz-acl': acl } : {}) };
  await xhrRequest({ method: 'PUT', url, body: file, headers, signal, onProgress });
  return createS3Entry(job, key);
};
