import { beforeEach, describe, expect, it } from 'vitest';
import type { DetailedError, PreviousUpload } from 'tus-js-client';
import { shouldRetryTus, tusOptions } from '../../client/uploads/drivers/tus-driver';
import { tusUrlStorage, uploadKeyOf } from '../../client/uploads/drivers/tus-url-storage';
import { clearResumeRecord, readResumeRecord } from '../../client/uploads/resume-store';
import { uploadFingerprint } from '../../client/uploads/upload-file';

const errorWithStatus = (status: number | null) =>
  ({ originalResponse: status === null ? null : { getStatus: () => status, getHeader: () => undefined, getBody: () => '' } }) as unknown as DetailedError;

const song = () => new File(['abc'], 'song.mp3', { type: 'audio/mpeg', lastModified: 42 });

beforeEach(() => localStorage.clear());

describe('shouldRetryTus', () => {
  it('retries network failures and server errors', () => {
    expect(shouldRetryTus(errorWithStatus(null))).toBe(true);
    expect(shouldRetryTus(errorWithStatus(500))).toBe(true);
    expect(shouldRetryTus(errorWithStatus(503))).toBe(true);
  });

  it('does not retry a 4xx, except 409 (offset mismatch) and 423 (locked)', () => {
    for (const status of [400, 401, 403, 404, 413, 422]) expect(shouldRetryTus(errorWithStatus(status))).toBe(false);
    expect(shouldRetryTus(errorWithStatus(409))).toBe(true);
    expect(shouldRetryTus(errorWithStatus(423))).toBe(true);
  });
});

describe('tusOptions', () => {
  it('targets our tus endpoint with the XSRF header, SPEC retry delays, metadata and our fingerprint', async () => {
    document.cookie = 'XSRF-TOKEN=tok%3D1; path=/';
    const file = song();
    const fingerprint = uploadFingerprint(file, { relativePath: 'Album/song.mp3' });
    const options = tusOptions({ file, options: { relativePath: 'Album/song.mp3' }, fingerprint, signal: new AbortController().signal, onProgress: () => {} });
    expect(options.endpoint).toBe(`${window.location.origin}/api/v1/tus/upload`);
    expect(options.headers).toEqual({ 'X-XSRF-TOKEN': 'tok=1' });
    expect(options.retryDelays).toEqual([0, 3000, 5000, 10000, 20000]);
    expect(options.chunkSize).toBe(5 * 1024 * 1024);
    expect(options.metadata).toEqual({ name: 'song.mp3', type: 'audio/mpeg', relativePath: 'Album/song.mp3' });
    expect(options.storeFingerprintForResuming).toBe(true);
    expect(await options.fingerprint!(file, options)).toBe(fingerprint);
  });
});

describe('uploadFingerprint', () => {
  it('is built from name, size, mime, last modified date and relative path', () => {
    expect(uploadFingerprint(song())).toBe(uploadFingerprint(song()));
    expect(uploadFingerprint(song())).not.toBe(uploadFingerprint(new File(['abc'], 'song.mp3', { type: 'audio/mpeg', lastModified: 43 })));
    expect(uploadFingerprint(song())).not.toBe(uploadFingerprint(new File(['abcd'], 'song.mp3', { type: 'audio/mpeg', lastModified: 42 })));
    expect(uploadFingerprint(song())).not.toBe(uploadFingerprint(new File(['abc'], 'song.mp3', { type: 'audio/wav', lastModified: 42 })));
    expect(uploadFingerprint(song())).not.toBe(uploadFingerprint(song(), { relativePath: 'A/song.mp3' }));
  });
});

describe('tusUrlStorage', () => {
  it('keeps the tus upload in the resume record of its fingerprint, and finds it again', async () => {
    const fingerprint = uploadFingerprint(song());
    const url = `${window.location.origin}/api/v1/tus/upload/key-123`;
    const key = await tusUrlStorage.addUpload(fingerprint, { uploadUrl: url } as PreviousUpload);
    expect(readResumeRecord(fingerprint)).toMatchObject({ fileKey: 'key-123', uploadId: url, createdAt: expect.any(Number) });
    const [previous] = await tusUrlStorage.findUploadsByFingerprint(fingerprint);
    expect(previous).toMatchObject({ uploadUrl: url, urlStorageKey: key });
    await tusUrlStorage.removeUpload(key);
    expect(readResumeRecord(fingerprint)).toBeNull();
    expect(await tusUrlStorage.findUploadsByFingerprint(fingerprint)).toEqual([]);
    clearResumeRecord(fingerprint);
  });

  it('reads the upload key from the Location', () => {
    expect(uploadKeyOf('/api/v1/tus/upload/abc')).toBe('abc');
    expect(uploadKeyOf('https://example.test/api/v1/tus/upload/xyz')).toBe('xyz');
  });
});
