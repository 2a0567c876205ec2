import { eq } from 'drizzle-orm';
import { users } from '../../../db/users';
import { sessions } from '../../../db/sessions';
import { hashPassword } from '../../../worker/auth/password';
import { db } from './http';

/** Fewer PBKDF2 rounds than production keep tests quick; verifyPassword reads them from the hash. */
export async function setPassword(userId: number, password: string) {
  await db().update(users).set({ password: await hashPassword(password, 1000) }).where(eq(users.id, userId));
}

/** What POST /auth/user/confirm-password records on the session. */
export async function confirmPassword(sessionId: string, at = new Date()) {
  await db().update(sessions).set({ password_confirmed_at: at.toISOString() }).where(eq(sessions.id, sessionId));
}

export const bearer = (plainTextToken: string) => ({ Authorization: `Bearer ${plainTextToken}` });

/** Image files by signature; the rest of the bytes do not matter to the checks. */
export const IMAGES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [...'GIF89a'].map((ch) => ch.charCodeAt(0)),
  webp: [...'RIFF\0\0\0\0WEBPVP8 '].map((ch) => ch.charCodeAt(0)),
} as const;

export function imageBytes(kind: keyof typeof IMAGES, size = 256): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(IMAGES[kind]);
  return bytes;
}

export function avatarForm(bytes: Uint8Array | string, name = 'avatar.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return form;
}
