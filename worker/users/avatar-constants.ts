/**
 * SPEC section 9: avatars up to 2 MB. A plain literal so the client, which may
 * import only types from the worker (eslint.config.js), can pin its own copy
 * to it: `const AVATAR_MAX_BYTES: typeof WorkerAvatarMaxBytes = 2_097_152`.
 */
export const AVATAR_MAX_BYTES = 2_097_152;

/** The multipart envelope (boundary, part headers) on top of the file itself. */
export const AVATAR_BODY_LIMIT_BYTES = AVATAR_MAX_BYTES + 64 * 1024;

/** SPEC section 5: image types only. SVG is left out on purpose: it can carry script. */
export const AVATAR_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;

export type AvatarExtension = keyof typeof AVATAR_TYPES;

/** An avatar given by `url` (worker/users/avatar-source.ts): as long as a URL a browser keeps reliably. */
export const AVATAR_URL_MAX_LENGTH = 2048;

/** SPEC section 5, avatar messages (':size' is 2MB); the last two are for a `url`. */
export const AVATAR_MESSAGES = {
  tooLarge: 'file exceeds maximum allowed size of :size'.replace(':size', '2MB'),
  wrongType: 'This file type is not allowed',
  missing: 'Please select an image.',
  badUrl: 'Use an https:// image address or one of your uploaded images.',
  urlTooLong: `The image address may not be longer than ${AVATAR_URL_MAX_LENGTH} characters.`,
  fileOrUrl: 'Send a file or a url, not both.',
} as const;

/** Avatars are public and their keys random, so browsers may keep them for good. */
export const AVATAR_CACHE_CONTROL = 'public, max-age=31536000, immutable';
