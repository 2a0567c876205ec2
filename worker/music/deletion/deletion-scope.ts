import { sql } from 'drizzle-orm';
import type { Db } from '../../db';

export const DELETABLE_TYPES = ['track', 'album', 'artist'] as const;
export type DeletableType = (typeof DELETABLE_TYPES)[number];

/** The ids of everything a deletion removes, with the stored media the removed rows named. */
export type DeletionScope = {
  type: DeletableType;
  /** The requested ids that exist (what `deleted` counts). */
  found: number[];
  tracks: number[];
  albums: number[];
  artists: number[];
  /** R2 keys of the removed rows' audio and images, checked for other users after the batch. */
  audioKeys: string[];
  imageUrls: string[];
};

/** One JSON parameter carries any number of ids (json_each), where an IN list would bind one parameter each. */
export const jsonIds = (ids: number[]) => JSON.stringify(ids);
export const inIds = (ids: number[]) => sql`(SELECT value FROM json_each(${jsonIds(ids)}))`;

type Row = { kind: 'track' | 'album' | 'artist'; id: number; audio_key: string | null; image: string | null; allowed: number };

/**
 * The requested rows and whether `userId` may delete each (null: an admin,
 * who may delete anything): a track or album's owner, or a manager
 * (artist_managers) of one of its credited artists; an artist's managers.
 */
async function requested(db: Db, type: DeletableType, ids: number[], userId: number | null): Promise<Row[]> {
  const uid = userId ?? 0;
  const admin = userId === null ? 1 : 0;
  if (type === 'track') {
    return db.all<Row>(sql`SELECT 'track' AS kind, t.id, t.audio_key, t.image,
        (${admin} OR t.owner_id = ${uid} OR EXISTS (SELECT 1 FROM track_artists ta JOIN artist_managers am ON am.artist_id = ta.artist_id
          WHERE ta.track_id = t.id AND am.user_id = ${uid})) AS allowed
      FROM tracks t WHERE t.id IN ${inIds(ids)}`);
  }
  if (type === 'album') {
    return db.all<Row>(sql`SELECT 'album' AS kind, al.id, NULL AS audio_key, al.image,
        (${admin} OR al.owner_id = ${uid} OR EXISTS (SELECT 1 FROM album_artists aa JOIN artist_managers am ON am.artist_id = aa.artist_id
          WHERE aa.album_id = al.id AND am.user_id = ${uid})) AS allowed
      FROM albums al WHERE al.id IN ${inIds(ids)}`);
  }
  return db.all<Row>(sql`SELECT 'artist' AS kind, a.id, NULL AS audio_key, a.image,
      (${admin} OR a.owner_id = ${uid} OR EXISTS (SELECT 1 FROM artist_managers am WHERE am.artist_id = a.id AND am.user_id = ${uid})) AS allowed
    FROM artists a WHERE a.id IN ${inIds(ids)}`);
}

/**
 * What goes with the rows (docs/decisions/017): an album takes its tracks; an
 * artist takes the albums and tracks where it is the primary (first credited)
 * artist, and the tracks of those albums; it only loses its credit on the
 * others.
 */
async function dependents(db: Db, type: DeletableType, ids: number[]): Promise<Row[]> {
  if (type === 'track') return [];
  const albumsOf =
    type === 'album'
      ? inIds(ids)
      : sql`(SELECT aa.album_id FROM album_artists aa WHERE aa.artist_id IN ${inIds(ids)}
          AND aa.position = (SELECT min(x.position) FROM album_artists x WHERE x.album_id = aa.album_id))`;
  const primaryTracks =
    type === 'artist'
      ? sql`OR t.id IN (SELECT ta.track_id FROM track_artists ta WHERE ta.artist_id IN ${inIds(ids)}
          AND ta.position = (SELECT min(x.position) FROM track_artists x WHERE x.track_id = ta.track_id))`
      : sql``;
  // An artist's profile images go with it (each is published under a key of its own).
  const profileImages =
    type === 'artist' ? sql`UNION ALL SELECT 'artist', a.id, NULL, j.value, 1 FROM artists a, json_each(a.profile_images) j WHERE a.id IN ${inIds(ids)}` : sql``;
  return db.all<Row>(sql`SELECT 'album' AS kind, al.id, NULL AS audio_key, al.image, 1 AS allowed FROM albums al WHERE al.id IN ${albumsOf}
    UNION ALL
    SELECT 'track', t.id, t.audio_key, t.image, 1 FROM tracks t WHERE t.album_id IN ${albumsOf} ${primaryTracks}
    ${profileImages}`);
}

export type ScopeOutcome = { status: 'not-found' } | { status: 'forbidden' } | { status: 'ok'; scope: DeletionScope };

/** Resolves a deletion request: 404 when none of `ids` exist, 403 when one that exists may not be deleted by the caller. */
export async function resolveDeletion(db: Db, type: DeletableType, ids: number[], userId: number | null): Promise<ScopeOutcome> {
  const rows = await requested(db, type, ids, userId);
  if (!rows.length) return { status: 'not-found' };
  if (rows.some((r) => !r.allowed)) return { status: 'forbidden' };
  const found = rows.map((r) => r.id);
  const all = [...rows, ...(await dependents(db, type, found))];
  const of = (kind: Row['kind']) => [...new Set(all.filter((r) => r.kind === kind).map((r) => r.id))];
  const present = <T,>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null && v !== ''))];
  return {
    status: 'ok',
    scope: {
      type,
      found,
      tracks: of('track'),
      albums: of('album'),
      artists: type === 'artist' ? found : [],
      audioKeys: present(all.map((r) => r.audio_key)),
      imageUrls: present(all.map((r) => r.image)),
    },
  };
}
