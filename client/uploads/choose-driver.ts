import { MULTIPART_MIN_FILE_BYTES, TUS_MIN_FILE_BYTES } from './upload-constants';
import type { UploadSettings } from './upload-settings';

export type DriverName = 's3Multipart' | 's3Presign' | 'tus' | 'plain';

/**
 * SPEC section 9: direct-to-storage when enabled (multipart from 100 MB,
 * one presigned PUT below); otherwise tus from 4 MB unless chunking is
 * disabled; otherwise a plain multipart POST.
 */
export function chooseDriver(size: number, settings: UploadSettings): DriverName {
  if (settings.directS3Enabled) return size >= MULTIPART_MIN_FILE_BYTES ? 's3Multipart' : 's3Presign';
  if (settings.chunkedEnabled && size >= TUS_MIN_FILE_BYTES) return 'tus';
  return 'plain';
}
