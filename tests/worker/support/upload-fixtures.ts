import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { fileEntries } from '../../../db/files';
import { createUser, db, loginAs } from './http';

/** An uploader: the `artists` role holds files.create with a 2 GiB `space` quota (db/seed/permissions.ts). */
export async function uploader() {
  const user = await createUser({ roles: ['artists'] });
  return { user, headers: (await loginAs(user.id)).headers };
}

/** `size` bytes of a repeating pattern, so a misplaced byte changes the hash. */
export function patternBytes(size: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed + (i >> 13)) & 0xff;
  return bytes;
}

/** A tiny MP3 whose ID3v2.3 tag holds a title and an artist. */
export function taggedMp3(title: string, artist: string): Uint8Array {
  const frame = (id: string, text: string) => {
    const body = new Uint8Array([0, ...new TextEncoder().encode(text)]);
    const header = new Uint8Array(10);
    header.set(new TextEncoder().encode(id));
    new DataView(header.buffer).setUint32(4, body.length);
    return [...header, ...body];
  };
  const frames = [...frame('TIT2', title), ...frame('TPE1', artist)];
  const size = frames.length;
  const syncsafe = [(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f];
  return new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, ...syncsafe, ...frames, ...new Array(256).fill(0)]);
}

export async function sha256Hex(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const r2Keys = async (prefix: string) => (await env.MEDIA.list({ prefix })).objects.map((o) => o.key);
export const entriesOf = (userId: number) => db().select().from(fileEntries).where(eq(fileEntries.user_id, userId));
