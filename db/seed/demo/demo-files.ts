import type { fileEntries } from '../../files';
import type { DemoCatalogRows } from './demo-catalog-rows';

/** A stored demo object: its R2 key, the name it is listed under, its media type and size in bytes. */
export type StoredObject = { key: string; name: string; mime: string; size: number };

const extension = (key: string) => /\.([a-z0-9]+)$/i.exec(key)?.[1] ?? '';

/**
 * The demo's audio and covers as file entries (SPEC section 3), as if
 * uploaded: the admin files list names them and the dashboard's storage
 * used adds their sizes. A track's audio belongs to the track's owner (the
 * artist account's), everything else to `ownerId` (the admin).
 */
export function demoFileEntries(catalog: DemoCatalogRows, covers: StoredObject[], ownerId: number): (typeof fileEntries.$inferInsert)[] {
  const audio: (StoredObject & { owner: number })[] = catalog.tracks.map((track) => ({
    key: track.audio_key!,
    name: `${track.name}.${extension(track.audio_key!)}`,
    mime: track.audio_mime!,
    size: track.audio_size!,
    owner: track.owner_id ?? ownerId,
  }));
  return [...audio, ...covers.map((cover) => ({ ...cover, owner: ownerId }))].map((object) => ({
    user_id: object.owner,
    name: object.name,
    key: object.key,
    mime: object.mime,
    extension: extension(object.key),
    file_size: object.size,
    disk: 'r2' as const,
  }));
}
