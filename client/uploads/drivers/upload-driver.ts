import type { FileEntryPayload } from '../file-entry-payload';
import type { UploadOptions } from '../upload-types';

/** One upload as a driver sees it. */
export type DriverJob = {
  file: File;
  options: UploadOptions;
  /** uploadFingerprint(file, options): the key of the saved resumable state. */
  fingerprint: string;
  /** Aborted with UserAbortError or UploadTimeoutError; the driver stops and rejects with the reason. */
  signal: AbortSignal;
  /** Total bytes the server has (or is receiving) so far; each call also proves the upload is alive. */
  onProgress: (bytesUploaded: number) => void;
};

/**
 * The seam between the queue and the network: a driver uploads one file and
 * resolves with its file entry, or rejects (with an ApiError, UploadHttpError,
 * tus error or the signal's reason). Tests inject fakes through createUploadQueue.
 */
export type UploadDriver = (job: DriverJob) => Promise<FileEntryPayload>;
