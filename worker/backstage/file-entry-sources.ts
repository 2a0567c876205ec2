import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { fileEntries, type FileEntryRow } from '../../db/files';
import { ValidationError } from '../http/errors';
import { inScope, type ContentScope } from '../workspaces/content-scope';

// Publishing turns the uploader's file entries (docs/api/uploads.md) into a
// track's audio and a cover image.

type Entry = Pick<FileEntryRow, 'id' | 'key' | 'mime' | 'file_size' | 'metadata'>;

/** The non-deleted entries among `ids` in the request's workspace: the workspace's, or (default workspace) the user's own. */
async function scopedEntries(db: Db, scope: ContentScope, ids: number[]): Promise<Map<number, Entry>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: fileEntries.id, key: fileEntries.key, mime: fileEntries.mime, file_size: fileEntries.file_size, metadata: fileEntries.metadata })
    .from(fileEntries)
    .where(and(inArray(fileEntries.id, ids), inScope(scope, 'file_entry', sql.raw('"file_entries"."id"'), sql.raw('"file_entries"."user_id"')), isNull(fileEntries.deleted_at)));
  return new Map(rows.map((row) => [row.id, row]));
}

export type AudioSource = { audio_key: string; audio_mime: string; audio_size: number; duration: number | null; cover: string | null };

/** What the upload server parsed (FileEntryPayload.metadata), read defensively: it is JSON from a file. */
function parsedMetadata(metadata: Record<string, unknown> | null) {
  const duration = metadata?.duration_ms;
  const cover = metadata?.cover_url;
  return {
    duration: typeof duration === 'number' && Number.isFinite(duration) && duration >= 0 ? Math.round(duration) : null,
    cover: typeof cover === 'string' && cover ? cover : null,
  };
}

const IMAGE_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

export type Sources = { audio?: AudioSource; image?: Entry & { extension: string } };

/**
 * The audio entry must be in the request's workspace (the user's own in
 * the default one), not deleted, and audio (422 on
 * file_entry_id otherwise); the image entry likewise an image we serve
 * (SVG is refused: it is a document that can carry script).
 */
export async function loadSources(db: Db, scope: ContentScope, ids: { audio?: number; image?: number | null }): Promise<Sources> {
  const wanted = [ids.audio, ids.image].filter((id): id is number => typeof id === 'number');
  const entries = await scopedEntries(db, scope, wanted);
  const sources: Sources = {};
  if (ids.audio !== undefined) {
    const entry = entries.get(ids.audio);
    if (!entry || !entry.mime.startsWith('audio/')) {
      throw ValidationError.field('file_entry_id', 'The file must be an audio file you uploaded.');
    }
    const { duration, cover } = parsedMetadata(entry.metadata);
    sources.audio = { audio_key: entry.key, audio_mime: entry.mime, audio_size: entry.file_size, duration, cover };
  }
  if (typeof ids.image === 'number') {
    const entry = entries.get(ids.image);
    const extension = entry && IMAGE_EXTENSIONS[entry.mime];
    if (!entry || !extension) throw ValidationError.field('image_entry_id', 'The image must be a PNG, JPEG, GIF or WebP image you uploaded.');
    sources.image = { ...entry, extension };
  }
  return sources;
}

/**
 * Copies an uploaded image under images/ (served publicly by
 * worker/media/image-routes.ts, cached for good), under a new key each time
 * so a replaced cover never serves stale bytes. Returns its URL.
 */
export async function publishImage(media: R2Bucket, image: NonNullable<Sources['image']>, folder: 'tracks' | 'albums'): Promise<string> {
  const object = await media.get(image.key);
  if (!object) throw ValidationError.field('image_entry_id', 'The image file is missing; upload it again.');
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const name = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  const key = `images/${folder}/${name}.${image.extension}`;
  await media.put(key, object.body, { httpMetadata: { contentType: image.mime } });
  return `/storage/${key}`;
}
