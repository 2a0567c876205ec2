import { Upload, type DetailedError, type UploadOptions as TusOptions } from 'tus-js-client';
import type { FileEntryPayload } from '../file-entry-payload';
import { apiClient } from '../../http/api-client';
import { readCookie } from '../../http/cookies';
import { clearResumeRecord } from '../resume-store';
import { TUS_CHUNK_BYTES, TUS_RETRY_DELAYS_MS, TUS_RETRYABLE_4XX } from '../upload-constants';
import { isUserAbort } from '../upload-errors';
import { relativePathOf } from '../upload-file';
import type { DriverJob, UploadDriver } from './upload-driver';
import { tusUrlStorage, uploadKeyOf } from './tus-url-storage';

/** SPEC section 9: retry network failures and 5xx, but a 4xx only when it is 409 (offset) or 423 (locked). */
export function shouldRetryTus(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  if (status >= 400 && status < 500) return TUS_RETRYABLE_4XX.includes(status);
  return true;
}

/** The tus-js-client options for one job (docs/api/uploads.md, tus 1.0.0). */
export function tusOptions({ file, options, fingerprint }: DriverJob): TusOptions {
  const xsrf = readCookie('XSRF-TOKEN');
  const relativePath = relativePathOf(file, options);
  return {
    endpoint: `${window.location.origin}/api/v1/tus/upload`,
    chunkSize: TUS_CHUNK_BYTES,
    retryDelays: TUS_RETRY_DELAYS_MS,
    onShouldRetry: shouldRetryTus,
    headers: xsrf ? { 'X-XSRF-TOKEN': xsrf } : {},
    metadata: {
      name: file.name,
      type: file.type || 'application/octet-stream',
      ...(relativePath ? { relativePath } : {}),
    },
    fingerprint: async () => fingerprint,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    urlStorage: tusUrlStorage,
  };
}

/**
 * Resumable upload from 4 MB (SPEC section 9): resumes a previous upload of the
 * same fingerprint, then turns the finished upload into a file entry. A failure
 * clears the resume record (SPEC section 4); the user's own abort keeps it.
 */
export const tusDriver: UploadDriver = (job) => {
  const { signal, onProgress, fingerprint } = job;
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(job.file, {
      ...tusOptions(job),
      onProgress: (bytesSent) => onProgress(bytesSent),
      onSuccess: () => resolve(uploadKeyOf(upload.url ?? '')),
      onError: (error) => {
        clearResumeRecord(fingerprint);
        reject(error);
      },
    });
    signal.addEventListener(
      'abort',
      () => {
        void upload.abort(false);
        if (!isUserAbort(signal)) clearResumeRecord(fingerprint);
        reject(signal.reason);
      },
      { once: true },
    );
    if (signal.aborted) return reject(signal.reason);
    void upload.findPreviousUploads().then(
      (previous) => {
        if (signal.aborted) return;
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      },
      reject,
    );
  }).then(async (uploadKey) => {
    const response = await apiClient.post<{ fileEntry: FileEntryPayload }>('tus/entries', { uploadKey }, { signal });
    return response.fileEntry;
  });
};
