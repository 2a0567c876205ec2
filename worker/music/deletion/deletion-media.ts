import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import type { DeletionScope } from './deletion-scope';

const IMAGE_PREFIX = '/storage/';
/** R2 deletes at most 1,000 keys a call. */
const R2_DELETE_CHUNK = 1000;

/**
 * After the batch: the R2 objects the removed rows named and nothing left
 * uses. Audio stays while another track streams the key or a file entry
 * (the uploader's own file) holds it; an image (`/storage/images/...`) stays
 * while a track, album, artist, playlist or genre shows it or an upload's
 * parsed cover is it. External URLs are never touched. Returns the keys removed.
 */
export async function removeUnusedMedia(db: Db, media: R2Bucket, scope: DeletionScope): Promise<string[]> {
  const audio = scope.audioKeys.length
    ? await db.all<{ key: string }>(sql`SELECT j.value AS key FROM json_each(${JSON.stringify(scope.audioKeys)}) j
        WHERE NOT EXISTS (SELECT 1 FROM tracks t WHERE t.audio_key = j.value)
          AND NOT EXISTS (SELECT 1 FROM file_entries f WHERE f.key = j.value)`)
    : [];
  const urls = scope.imageUrls.filter((url) => url.startsWith(`${IMAGE_PREFIX}images/`));
  const images = urls.length
    ? await db.all<{ key: string }>(sql`SELECT j.value AS key FROM json_each(${JSON.stringify(urls)}) j
        WHERE NOT EXISTS (SELECT 1 FROM tracks t WHERE t.image = j.value)
          AND NOT EXISTS (SELECT 1 FROM albums al WHERE al.image = j.value)
          AND NOT EXISTS (SELECT 1 FROM artists a WHERE a.image = j.value)
          AND NOT EXISTS (SELECT 1 FROM playlists p WHERE p.image = j.value)
          AND NOT EXISTS (SELECT 1 FROM genres g WHERE g.image = j.value)
          AND NOT EXISTS (SELECT 1 FROM file_entries f WHERE f.metadata IS NOT NULL AND json_extract(f.metadata, '$.cover_url') = j.value)`)
    : [];
  const keys = [...audio.map((r) => r.key), ...images.map((r) => r.key.slice(IMAGE_PREFIX.length))];
  for (let i = 0; i < keys.length; i += R2_DELETE_CHUNK) await media.delete(keys.slice(i, i + R2_DELETE_CHUNK));
  return keys;
}
