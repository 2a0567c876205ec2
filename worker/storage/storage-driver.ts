import type { Db } from '../db';
import { uploadSettings } from '../file-entries/upload-limits';
import { R2Storage } from './r2-storage';
import { loadS3Config } from './s3-config';
import type { UploadStorage } from './upload-storage';

/**
 * The storage for a disk, or for new uploads the `uploads.storage_driver`
 * setting's. `origin` is where the r2 driver's signed URLs point (this worker).
 */
export async function storageFor(env: Env, db: Db, disk?: 'r2' | 's3', origin = 'http://localhost'): Promise<UploadStorage> {
  const chosen = disk ?? (await uploadSettings(env, db)).driver;
  if (chosen === 'r2') return new R2Storage(env, origin);
  const config = await loadS3Config(env, db);
  // Loaded only when configured: the AWS SDK is large and most installs use the binding.
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(config);
}
