const MB = 1024 * 1024;

/** SPEC section 9: at most 3 uploads run at once. */
export const UPLOAD_CONCURRENCY = 3;
/** SPEC section 4: files with a folder-relative path go one at a time, so folders are created in order. */
export const UPLOAD_CONCURRENCY_RELATIVE_PATHS = 1;

/** SPEC section 9: chunked resumable (tus) uploads from 4 MB, unless the setting `uploads.chunked_enabled` is off. */
export const TUS_MIN_FILE_BYTES = 4 * MB;
/** Size of each tus PATCH. Not in the SPEC: small enough for a Worker request body, large enough to keep requests few. */
export const TUS_CHUNK_BYTES = 5 * MB;
/** SPEC section 9: resumable retries after 0, 3, 5, 10 and 20 seconds. */
export const TUS_RETRY_DELAYS_MS = [0, 3000, 5000, 10000, 20000];
/** SPEC section 9: no retry on a 4xx answer except these (tus offset mismatch and chunk lock). */
export const TUS_RETRYABLE_4XX = [409, 423];

/** SPEC section 9: direct-to-storage multipart from 100 MB when `uploads.direct_s3_enabled` is on. */
export const MULTIPART_MIN_FILE_BYTES = 100 * MB;
/** SPEC section 9: a part is at least 20 MB (docs/decisions: the R2 part-size policy)... */
export const MULTIPART_MIN_PART_BYTES = 20 * MB;
/** ...and an upload has at most 10,000 parts (the S3 and R2 limit), so the part size grows to fit. */
export const MULTIPART_MAX_PARTS = 10_000;
/** SPEC section 9: part URLs are signed 10 per request. */
export const MULTIPART_SIGN_BATCH = 10;
/** SPEC section 9: 5 parts are sent at once. */
export const MULTIPART_PARALLEL_PARTS = 5;
/** SPEC section 9: a failed part is retried 3 times before the upload fails. */
export const MULTIPART_PART_RETRIES = 3;

/** SPEC sections 8 and 9: an upload with no progress for 30 s fails with 'Upload timed out'. */
export const UPLOAD_INACTIVITY_TIMEOUT_MS = 30_000;

/** SPEC section 3: the resumable state is saved per fingerprint under this localStorage prefix. */
export const RESUME_STORAGE_PREFIX = 'be.uploads.resume.';
