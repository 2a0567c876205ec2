import type { AVATAR_MAX_BYTES as WORKER_AVATAR_MAX_BYTES, AVATAR_TYPES as WORKER_AVATAR_TYPES } from '../../worker/users/avatar-constants';

/**
 * SPEC sections 5 and 9: avatars are images up to 2 MB. The worker enforces
 * its own copy; the client may import only its types (eslint.config.js), so
 * these annotations fail to compile if the two drift apart.
 */
export const AVATAR_MAX_BYTES: typeof WORKER_AVATAR_MAX_BYTES = 2_097_152;

/** How SPEC section 5's message names the limit: 'file exceeds maximum allowed size of 2MB'. */
export const AVATAR_MAX_SIZE_LABEL = '2MB';

/** The image types the worker accepts (SVG is left out: it can carry script). */
export const AVATAR_MIME_TYPES: readonly (typeof WORKER_AVATAR_TYPES)[keyof typeof WORKER_AVATAR_TYPES][] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
];

/** SPEC sections 5 and 9: a two-factor code is exactly 6 characters. */
export const TWO_FACTOR_CODE_LENGTH = 6;
