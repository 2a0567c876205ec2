import { randomToken } from '../auth/crypto';

/**
 * Storage keys are built here only, from the user id, a random token and a
 * cleaned extension (DESIGN section 4): client input never reaches a key.
 */
export const uploadKeyFor = (userId: number, extension: string) =>
  `uploads/${userId}/${randomToken(18)}${extension ? `.${extension}` : ''}`;

/** Whether a key is one of this user's uploads (S3-style calls name the key themselves). */
export const isUploadKeyOf = (userId: number, key: string) => new RegExp(`^uploads/${userId}/[A-Za-z0-9_-]{24}(\\.[a-z0-9]{1,10})?$`).test(key);

/**
 * The key an `s3/entries` call names: SPEC section 7's clients send the file
 * name of the key they were given (its last segment), others the whole key.
 * A bare name is looked up among this user's uploads only.
 */
export const uploadKeyNamed = (userId: number, filename: string) => (filename.includes('/') ? filename : `uploads/${userId}/${filename}`);

/** Embedded covers live under images/ so the public /storage/images/ route serves them (worker/media/image-routes.ts). */
export const coverKeyFor = (extension: string) => `images/covers/${randomToken(18)}.${extension}`;
