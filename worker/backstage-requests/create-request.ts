import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { backstageRequests, type BackstageRequestRow } from '../../db/backstage-requests';
import { artistManagers, artists } from '../../db/music-catalog';
import { fileEntries } from '../../db/files';
import { ValidationError } from '../http/errors';
import type { AuthUser } from '../permissions/auth-user';
import { inScope } from '../workspaces/content-scope';
import { loadSources, publishImage } from '../backstage/file-entry-sources';
import type { CreateRequestInput } from './request-schemas';

export const OPEN_REQUEST_EXISTS = 'You already have an open request of this type. Wait for its review before sending another.';

/** The user manages the artist: its backstage owner or one of its managers. */
export const managedBy = (userId: number) =>
  sql<number>`("artists"."owner_id" = ${userId} OR EXISTS (SELECT 1 FROM artist_managers am WHERE am.artist_id = "artists"."id" AND am.user_id = ${userId}))`;

/** The artists a user owns or manages, by name: owner_id's index and artist_managers_user_idx answer the two halves of the OR. */
export const managedArtists = (db: Db, userId: number) =>
  db
    .select({ id: artists.id, name: artists.name, image: artists.image, verified: artists.verified })
    .from(artists)
    .where(or(eq(artists.owner_id, userId), inArray(artists.id, db.select({ id: artistManagers.artist_id }).from(artistManagers).where(eq(artistManagers.user_id, userId)))))
    .orderBy(artists.name)
    .limit(200);

/**
 * Attachments are the requester's own uploads, outside any workspace (so no
 * workspace member can read them), not deleted: 422 on `attachments` otherwise.
 */
async function checkAttachments(db: Db, user: AuthUser, ids: number[]) {
  if (!ids.length) return;
  const scope = { workspaceId: 0, user, role: null };
  const found = await db
    .select({ id: fileEntries.id })
    .from(fileEntries)
    .where(and(inArray(fileEntries.id, ids), inScope(scope, 'file_entry', sql.raw('"file_entries"."id"'), sql.raw('"file_entries"."user_id"')), isNull(fileEntries.deleted_at)));
  if (found.length !== ids.length) throw ValidationError.field('attachments', 'Attach files you uploaded yourself.');
}

/** The claimed or verified artist, with whether the user manages it; 422 on `artist_id` when missing. */
async function artistFor(db: Db, userId: number, id: number) {
  const [artist] = await db.select({ id: artists.id, name: artists.name, verified: artists.verified, managed: managedBy(userId) }).from(artists).where(eq(artists.id, id)).limit(1);
  if (!artist) throw ValidationError.field('artist_id', 'Choose an artist that exists.');
  return artist;
}

/** The row a request starts as: every check of its type passed, the image (become-artist) published. */
async function newRow(db: Db, media: R2Bucket, user: AuthUser, input: CreateRequestInput): Promise<typeof backstageRequests.$inferInsert> {
  const base = { user_id: user.id, type: input.type, attachments: input.attachments };
  if (input.type === 'become-artist') {
    // The image is published when sent (under a random key), so reviewers and the approved artist page show it as is.
    const { image } = await loadSources(db, { workspaceId: 0, user, role: null }, { image: input.image_entry_id ?? undefined });
    return {
      ...base,
      artist_name: input.artist_name,
      requester_role: input.requester_role,
      image: image ? await publishImage(media, image, 'artists' as 'albums') : null,
      bio: input.bio ?? null,
      links: input.links ?? [],
    };
  }
  const artist = await artistFor(db, user.id, input.artist_id);
  if (input.type === 'claim-artist') {
    if (artist.managed) throw ValidationError.field('artist_id', 'You already manage this artist.');
    return { ...base, artist_id: artist.id, artist_name: artist.name, requester_role: input.requester_role, message: input.message };
  }
  if (!artist.managed) throw ValidationError.field('artist_id', 'Choose an artist you manage.');
  if (artist.verified) throw ValidationError.field('artist_id', 'This artist is already verified.');
  return { ...base, artist_id: artist.id, artist_name: artist.name, message: input.message ?? null };
}

/**
 * docs/api/backstage-requests.md, POST backstage-requests. One open request
 * per user and type is the partial unique index's to enforce (two tabs
 * sending at once cannot both pass a read-then-write check).
 */
export async function createRequest(db: Db, media: R2Bucket, user: AuthUser, input: CreateRequestInput): Promise<BackstageRequestRow> {
  await checkAttachments(db, user, input.attachments);
  const values = await newRow(db, media, user, input);
  try {
    const [row] = await db.insert(backstageRequests).values(values).returning();
    return row;
  } catch (error) {
    // A refused request leaves no published image behind.
    if (values.image) await media.delete(values.image.replace(/^\/storage\//, ''));
    const text = `${String(error)} ${error instanceof Error ? String(error.cause) : ''}`;
    if (/UNIQUE constraint failed: backstage_requests\./.test(text)) throw ValidationError.field('type', OPEN_REQUEST_EXISTS);
    throw error;
  }
}
