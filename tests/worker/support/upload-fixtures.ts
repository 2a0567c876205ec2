import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { fileEntries } from '../../../db/files';
import { createUser, db, loginAs } from './http';
import { audioBytes } from './music-fixtures';

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

/** An ID3v2.3 frame: `id`, then its body. */
function id3Frame(id: string, body: Uint8Array) {
  const header = new Uint8Array(10);
  header.set(new TextEncoder().encode(id));
  new DataView(header.buffer).setUint32(4, body.length);
  return [...header, ...body];
}

/** A text frame (TIT2, TPE1...), ISO-8859-1. */
const textFrame = (id: string, text: string) => id3Frame(id, new Uint8Array([0, ...new TextEncoder().encode(text)]));

/** A user-defined text frame: TXXX with a description and a value (how ReplayGain is tagged). */
export const txxxFrame = (description: string, value: string) =>
  id3Frame('TXXX', new Uint8Array([0, ...new TextEncoder().encode(description), 0, ...new TextEncoder().encode(value)]));

/** A tiny MP3: an ID3v2.3 tag of these frames, then no audio to speak of. */
export function id3Mp3(frames: number[]): Uint8Array {
  const size = frames.length;
  const syncsafe = [(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f];
  return new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, ...syncsafe, ...frames, ...new Array(256).fill(0)]);
}

/** A tiny MP3 whose ID3v2.3 tag holds a title and an artist. */
export const taggedMp3 = (title: string, artist: string) => id3Mp3([...textFrame('TIT2', title), ...textFrame('TPE1', artist)]);

export async function sha256Hex(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const r2Keys = async (prefix: string) => (await env.MEDIA.list({ prefix })).objects.map((o) => o.key);
export const entriesOf = (userId: number) => db().select().from(fileEntries).where(eq(fileEntries.user_id, userId));

/** A 1x1 PNG: the smallest real image for an embedded cover. */
export const PNG_PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

type FlacTags = { title: string; artist: string; album: string; trackNumber: number; genre: string; seconds: number; cover: Uint8Array };

/**
 * A FLAC file's metadata blocks as an encoder writes them (STREAMINFO, a
 * Vorbis comment, a front-cover PICTURE) and no audio frames: enough for a
 * parser to read every tag, the duration and the cover.
 */
export function taggedFlac(tags: FlacTags): Uint8Array {
  const text = new TextEncoder();
  const block = (type: number, body: Uint8Array, last = false) => [(last ? 0x80 : 0) | type, (body.length >> 16) & 0xff, (body.length >> 8) & 0xff, body.length & 0xff, ...body];

  const sampleRate = 44_100;
  const totalSamples = tags.seconds * sampleRate;
  const info = new Uint8Array(34);
  const view = new DataView(info.buffer);
  view.setUint16(0, 4096);
  view.setUint16(2, 4096);
  // 20 bits of sample rate, 3 of channels - 1 (stereo), 5 of bits per sample - 1 (16), then 36 of total samples.
  view.setUint32(10, (sampleRate << 12) | (1 << 9) | (15 << 4) | Math.floor(totalSamples / 2 ** 32));
  view.setUint32(14, totalSamples >>> 0);

  const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
  const lengthPrefixed = (bytes: Uint8Array) => [...le32(bytes.length), ...bytes];
  const comments = [`TITLE=${tags.title}`, `ARTIST=${tags.artist}`, `ALBUM=${tags.album}`, `TRACKNUMBER=${tags.trackNumber}`, `GENRE=${tags.genre}`];
  const vorbis = new Uint8Array([...lengthPrefixed(text.encode('test')), ...le32(comments.length), ...comments.flatMap((c) => lengthPrefixed(text.encode(c)))]);

  const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  const mime = text.encode('image/png');
  const picture = new Uint8Array([...be32(3), ...be32(mime.length), ...mime, ...be32(0), ...be32(1), ...be32(1), ...be32(24), ...be32(0), ...be32(tags.cover.length), ...tags.cover]);

  return new Uint8Array([...text.encode('fLaC'), ...block(0, info), ...block(4, vorbis), ...block(6, picture, true)]);
}

let n = 0;
/** An uploaded file as the upload server leaves it: an R2 object and its file_entries row. */
export async function uploadEntry(userId: number, options: { mime?: string; bytes?: Uint8Array; metadata?: Record<string, unknown>; deleted?: boolean } = {}) {
  const bytes = options.bytes ?? audioBytes(4000);
  const mime = options.mime ?? 'audio/mpeg';
  const key = `uploads/${userId}/entry-${++n}-${Date.now()}`;
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: mime } });
  const [entry] = await db()
    .insert(fileEntries)
    .values({
      user_id: userId,
      name: `file-${n}`,
      key,
      mime,
      file_size: bytes.byteLength,
      metadata: options.metadata ?? null,
      deleted_at: options.deleted ? new Date().toISOString() : null,
    })
    .returning();
  return entry;
}

