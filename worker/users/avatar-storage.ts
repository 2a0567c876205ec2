import { randomToken } from '../auth/crypto';
import { AVATAR_CACHE_CONTROL, AVATAR_TYPES, type AvatarExtension } from './avatar-constants';

/** Where avatars live in R2 and under which path the worker serves them. */
const STORAGE_PATH = '/storage/';
const folder = (userId: number) => `avatars/${userId}/`;

/**
 * The image type from the file's first bytes (its signature). The browser's
 * declared mime and the file name are the client's to forge, so neither counts.
 */
export function sniffImage(bytes: Uint8Array): AvatarExtension | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** Stores the image under a random key (never a client-chosen name) and returns its public URL. */
export async function putAvatar(env: Env, userId: number, bytes: Uint8Array, extension: AvatarExtension): Promise<string> {
  const key = `${folder(userId)}${randomToken(18)}.${extension}`;
  await env.MEDIA.put(key, bytes, {
    httpMetadata: { contentType: AVATAR_TYPES[extension], cacheControl: AVATAR_CACHE_CONTROL },
  });
  return `${STORAGE_PATH}${key}`;
}

/**
 * Deletes the object behind a users.image this code stored. Other values
 * (a social sign-in picture URL, null) are left alone.
 */
export async function deleteAvatar(env: Env, userId: number, image: string | null): Promise<void> {
  const key = image?.startsWith(STORAGE_PATH + folder(userId)) ? image.slice(STORAGE_PATH.length) : null;
  if (key) await env.MEDIA.delete(key);
}

/** Every avatar object of a user, for account deletion (leftovers of interrupted uploads included). */
export async function deleteAllAvatars(env: Env, userId: number): Promise<void> {
  const listed = await env.MEDIA.list({ prefix: folder(userId) });
  if (listed.objects.length) await env.MEDIA.delete(listed.objects.map((object) => object.key));
}
