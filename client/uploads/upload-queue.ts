import { s3MultipartDriver } from './drivers/s3-multipart-driver';
import { plainDriver } from './drivers/plain-driver';
import { s3PresignDriver } from './drivers/s3-presign-driver';
import { tusDriver } from './drivers/tus-driver';
import { createUploadQueue } from './upload-queue-store';

/** The app's one upload queue, with the real network drivers. */
export const uploadQueue = createUploadQueue({
  drivers: { s3Multipart: s3MultipartDriver, s3Presign: s3PresignDriver, tus: tusDriver, plain: plainDriver },
});
