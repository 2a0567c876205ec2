/**
 * Upload constants (SPEC section 9; DESIGN section 4; docs/api/uploads.md).
 * Limits that an admin may change (size, types) are settings (`uploads.*`);
 * these are the platform's and the protocol's.
 */

/** R2 multipart: every part but the last the same size, at least 5 MiB (DESIGN section 4). */
export const R2_MIN_PART_BYTES = 5 * 1024 * 1024;
/** tus chunks are re-cut into parts of exactly this size; the leftover tail waits in R2. */
export const TUS_PART_BYTES = R2_MIN_PART_BYTES;
/** R2 and S3 allow at most 10,000 parts per multipart upload. */
export const MAX_PARTS = 10_000;
/** SPEC section 9: 10 part URLs signed per batch. */
export const MAX_SIGNED_PARTS_PER_BATCH = 10;
/** Signed part and object URLs are short-lived: long enough for one slow part on a slow link. */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;

/**
 * Workers accept request bodies up to 100 MB on the Free and Pro plans
 * (https://developers.cloudflare.com/workers/platform/limits/#request-limits),
 * so one request (a plain POST, a tus chunk, a signed part) never carries more.
 * Larger files go through tus or S3-style multipart.
 */
export const MAX_REQUEST_BODY_BYTES = 100 * 1024 * 1024;

/** A plain multipart POST is parsed in memory, so it keeps to small files (SPEC section 9: tus from 4 MB). */
export const PLAIN_UPLOAD_BODY_BYTES = MAX_REQUEST_BODY_BYTES;

/** Audio metadata: at most this many bytes are read to find tags and the cover. */
export const METADATA_READ_BYTES = 8 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  missing: 'The file field is required.',
  empty: 'The file is empty.',
  tooLarge: (maxBytes: number) => `The file may not be greater than ${formatMegabytes(maxBytes)} MB.`,
  wrongType: 'This file type is not allowed.',
  overQuota: 'You have used all of your storage space.',
  quotaExceeded: 'This file would exceed your storage space.',
} as const;

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
}
