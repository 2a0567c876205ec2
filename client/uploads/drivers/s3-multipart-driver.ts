import { apiClient } from '../../http/api-client';
import { clearResumeRecord, readResumeRecord, saveResumeRecord } from '../resume-store';
import { MULTIPART_PARALLEL_PARTS, MULTIPART_PART_RETRIES, MULTIPART_SIGN_BATCH } from '../upload-constants';
import { isUserAbort, throwIfAborted } from '../upload-errors';
import { extensionOf } from '../upload-file';
import { xhrRequest } from '../xhr-request';
import { chunk, planParts, runParallel, type PartPlan } from './multipart-parts';
import { createS3Entry } from './s3-entry';
import type { DriverJob, UploadDriver } from './upload-driver';

type Session = { key: string; uploadId: string; etags: Map<number, string> };
type UploadedPart = { PartNumber: number; ETag: string; Size: number };

async function createSession({ file, options, fingerprint, signal }: DriverJob): Promise<Session> {
  const { key, uploadId } = await apiClient.post<{ key: string; uploadId: string }>(
    's3/multipart/create',
    { filename: file.name, mime: file.type || 'application/octet-stream', size: file.size, extension: extensionOf(file.name), metadata: options.metadata },
    { signal },
  );
  saveResumeRecord(fingerprint, { fileKey: key, uploadId });
  return { key, uploadId, etags: new Map() };
}

/** SPEC section 4: resume from the saved record when the server still knows the upload, else start over. */
async function resumeSession({ file, fingerprint, signal }: DriverJob): Promise<Session | null> {
  const record = readResumeRecord(fingerprint);
  if (!record) return null;
  const session = { key: record.fileKey, uploadId: record.uploadId };
  try {
    const { parts } = await apiClient.post<{ parts: UploadedPart[] }>('s3/multipart/get-uploaded-parts', session, { signal });
    // A saved part counts only when it has exactly the size this plan gives it.
    const expected = new Map(planParts(file.size).map((part) => [part.partNumber, part.end - part.start]));
    const etags = new Map(parts.filter((part) => expected.get(part.PartNumber) === part.Size).map((part) => [part.PartNumber, part.ETag]));
    return { ...session, etags };
  } catch {
    throwIfAborted(signal);
    clearResumeRecord(fingerprint);
    return null;
  }
}

async function signBatch(session: Session, partNumbers: number[], signal: AbortSignal): Promise<Map<number, string>> {
  const { urls } = await apiClient.post<{ urls: { partNumber: number; url: string }[] }>(
    's3/multipart/batch-sign-part-urls',
    { partNumbers, uploadId: session.uploadId, key: session.key },
    { signal },
  );
  return new Map(urls.map(({ partNumber, url }) => [partNumber, url]));
}

/** SPEC section 9: a part is tried once and retried up to 3 times; storage answers with its ETag. */
async function putPart(file: File, part: PartPlan, url: string, signal: AbortSignal, onProgress: (loaded: number) => void): Promise<string> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= MULTIPART_PART_RETRIES; attempt++) {
    throwIfAborted(signal);
    try {
      onProgress(0);
      const response = await xhrRequest({ method: 'PUT', url, body: file.slice(part.start, part.end), signal, onProgress });
      const etag = response.header('ETag');
      if (!etag) throw new Error('Storage did not expose the ETag header (check the bucket CORS rules)');
      return etag;
    } catch (error) {
      throwIfAborted(signal);
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * docs/api/uploads.md, SPEC section 4: resume or create, sign part URLs 10 at
 * a time, send 5 parts at once, complete, create the file entry. Any failure
 * aborts the multipart upload and clears the resume record, except the user's
 * own abort: that keeps both, so retrying the item resumes where it stopped.
 */
export const s3MultipartDriver: UploadDriver = async (job) => {
  const { file, fingerprint, signal, onProgress } = job;
  const session = (await resumeSession(job)) ?? (await createSession(job));
  try {
    const parts = planParts(file.size);
    const sizeOf = (part: PartPlan) => part.end - part.start;
    const doneBytes = () => parts.reduce((sum, part) => sum + (session.etags.has(part.partNumber) ? sizeOf(part) : 0), 0);
    const inFlight = new Map<number, number>();
    const report = () => onProgress(doneBytes() + [...inFlight.values()].reduce((sum, loaded) => sum + loaded, 0));
    report();

    const pending = parts.filter((part) => !session.etags.has(part.partNumber));
    for (const batch of chunk(pending, MULTIPART_SIGN_BATCH)) {
      const urls = await signBatch(session, batch.map((part) => part.partNumber), signal);
      await runParallel(batch, MULTIPART_PARALLEL_PARTS, signal, async (part, partSignal) => {
        const url = urls.get(part.partNumber);
        if (!url) throw new Error(`No signed URL for part ${part.partNumber}`);
        const etag = await putPart(file, part, url, partSignal, (loaded) => {
          inFlight.set(part.partNumber, loaded);
          report();
        });
        inFlight.delete(part.partNumber);
        session.etags.set(part.partNumber, etag);
        report();
      });
    }

    await apiClient.post(
      's3/multipart/complete',
      {
        key: session.key,
        uploadId: session.uploadId,
        parts: [...session.etags].sort(([a], [b]) => a - b).map(([PartNumber, ETag]) => ({ ETag, PartNumber })),
      },
      { signal },
    );
    const entry = await createS3Entry(job, session.key);
    clearResumeRecord(fingerprint);
    return entry;
  } catch (error) {
    if (!isUserAbort(signal)) {
      clearResumeRecord(fingerprint);
      // Best effort: the upload already failed; storage lifecycle rules catch what this misses.
      apiClient.post('s3/multipart/abort', { key: session.key, uploadId: session.uploadId }).catch(() => undefined);
    }
    throw error;
  }
};
