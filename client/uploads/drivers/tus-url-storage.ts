import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { clearResumeRecord, readResumeRecord, saveResumeRecord } from '../resume-store';

/**
 * tus-js-client keeps upload URLs in its own storage; this adapter keeps them
 * in our resume record instead (SPEC section 3: {createdAt, fileKey, uploadId}
 * per fingerprint), so every driver's resumable state lives, and is cleared,
 * in one place. fileKey is the tus upload key, uploadId its URL.
 */
export const tusUrlStorage: UrlStorage = {
  async findAllUploads() {
    return [];
  },
  async findUploadsByFingerprint(fingerprint) {
    const record = readResumeRecord(fingerprint);
    if (!record) return [];
    const previous: PreviousUpload = {
      size: null,
      metadata: {},
      creationTime: new Date(record.createdAt).toString(),
      urlStorageKey: fingerprint,
      uploadUrl: record.uploadId,
      parallelUploadUrls: null,
    };
    return [previous];
  },
  async removeUpload(fingerprint) {
    clearResumeRecord(fingerprint);
  },
  async addUpload(fingerprint, upload) {
    const url = upload.uploadUrl ?? '';
    saveResumeRecord(fingerprint, { fileKey: uploadKeyOf(url), uploadId: url });
    return fingerprint;
  },
};

/** docs/api/uploads.md: the Location is `/api/v1/tus/upload/{uploadKey}`. */
export function uploadKeyOf(uploadUrl: string): string {
  return decodeURIComponent(new URL(uploadUrl, window.location.origin).pathname.split('/').filter(Boolean).pop() ?? '');
}
