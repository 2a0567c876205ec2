import type { FileEntryPayload } from './file-entry-payload';

/** SPEC section 4. */
export type UploadStatus = 'pending' | 'inProgress' | 'completed' | 'failed' | 'aborted';

/** What a caller passes with a batch of files; the callbacks fire once per file of the batch. */
export type UploadOptions = {
  /** Folder-relative path (defaults to the file's webkitRelativePath); such uploads run one at a time. */
  relativePath?: string;
  /** Sent to the server with the file (docs/api/uploads.md `metadata`). */
  metadata?: Record<string, unknown>;
  /** SPEC section 8: show the failure message as a danger toast (default true). */
  showToastOnError?: boolean;
  onSuccess?: (entry: FileEntryPayload, file: File) => void;
  /** SPEC section 8: called with the server message or null; never called when the user aborted. */
  onError?: (message: string | null, file: File) => void;
};

export type UploadItem = {
  id: string;
  file: File;
  /** 0 to 100. */
  percentage: number;
  bytesUploaded: number;
  status: UploadStatus;
  /** The created file entry once completed. */
  entry?: FileEntryPayload;
  /** Already translated; set when failed. */
  error?: string;
  options: UploadOptions;
};
