import { createUploadQueue } from '../uploads/upload-queue-store';
import { plainDriverTo } from '../uploads/drivers/plain-driver';

/**
 * The upload queue of request attachments and the new artist's image: the
 * app's queue with every file sent as one plain POST to the requests' own
 * upload (docs/api/backstage-requests.md, "Attachments"), which a listener
 * may use without files.create. Proof files are small (10 MB at most), so
 * no chunked or direct-to-storage driver is needed.
 */
const attachmentDriver = plainDriverTo('backstage-requests/attachments');

export const attachmentQueue = createUploadQueue({
  drivers: { plain: attachmentDriver, tus: attachmentDriver, s3Multipart: attachmentDriver, s3Presign: attachmentDriver },
  settings: () => ({ chunkedEnabled: false, directS3Enabled: false }),
});
