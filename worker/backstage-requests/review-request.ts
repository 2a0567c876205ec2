import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { backstageRequests, type BackstageRequestRow } from '../../db/backstage-requests';
import { artistManagers, artists } from '../../db/music-catalog';
import { roles, userRoles } from '../../db/roles';
import { isoNow } from '../../db/columns';
import { HttpError, ValidationError } from '../http/errors';
import { asBatch, type SqliteBatchItem } from '../music/batch-rows';

/** The role approval gives (db/seed/permissions.ts: music.create, files.create, ...). */
export const ARTISTS_ROLE = 'artists';

export const alreadyReviewed = () => new HttpError(409, 'This request has already been reviewed.');

type Review = { request: BackstageRequestRow; reviewerId: number; note: string | null };

/**
 * The writes of an approval, as one D1 batch (one transaction). The first
 * marks the request approved only while it is pending, with this review's
 * own timestamp; every later write runs only if the row carries that stamp,
 * so a second admin approving at the same moment changes nothing at all.
 * A new artist is made from the request row itself (its name, image, bio
 * and links), and its id reaches the request through last_insert_rowid(),
 * which the artists' search trigger does not disturb (SQLite restores it
 * after a trigger).
 */
function approvalWrites(db: Db, { request, reviewerId, note }: Review, stamp: string): SqliteBatchItem[] {
  const id = request.id;
  const ours: SQL = sql`EXISTS (SELECT 1 FROM backstage_requests r WHERE r.id = ${id} AND r.status = 'approved' AND r.reviewed_at = ${stamp} AND r.reviewed_by = ${reviewerId})`;
  const writes: SqliteBatchItem[] = [
    db
      .update(backstageRequests)
      .set({ status: 'approved', note, reviewed_by: reviewerId, reviewed_at: stamp, updated_at: isoNow })
      .where(and(eq(backstageRequests.id, id), eq(backstageRequests.status, 'pending')))
      .returning({ id: backstageRequests.id }),
  ];
  if (request.type === 'become-artist') {
    writes.push(
      db.insert(artists).select(
        db
          .select({
            id: sql<number>`NULL`.as('id'),
            name: backstageRequests.artist_name,
            image: backstageRequests.image,
            description: backstageRequests.bio,
            verified: sql<boolean>`0`.as('verified'),
            links: backstageRequests.links,
            profile_images: sql<string[]>`'[]'`.as('profile_images'),
            owner_id: backstageRequests.user_id,
            plays: sql<number>`0`.as('plays'),
            followers_count: sql<number>`0`.as('followers_count'),
            created_at: sql<string>`${isoNow}`.as('created_at'),
            updated_at: sql<string>`${isoNow}`.as('updated_at'),
          })
          .from(backstageRequests)
          .where(and(eq(backstageRequests.id, id), ours)),
      ),
      db.update(backstageRequests).set({ artist_id: sql`last_insert_rowid()` }).where(and(eq(backstageRequests.id, id), ours)),
    );
  }
  if (request.type !== 'verify-artist') {
    // The requester joins the artist's managers, after those it has (the first one is the owner).
    writes.push(
      db
        .insert(artistManagers)
        .select(
          sql`SELECT r.artist_id, r.user_id, coalesce((SELECT max(am.position) + 1 FROM artist_managers am WHERE am.artist_id = r.artist_id), 0)
            FROM backstage_requests r WHERE r.id = ${id} AND r.artist_id IS NOT NULL AND ${ours}`,
        )
        .onConflictDoNothing(),
    );
  }
  if (request.type === 'claim-artist') {
    writes.push(db.update(artists).set({ owner_id: sql`coalesce(${artists.owner_id}, ${request.user_id})`, updated_at: isoNow }).where(and(eq(artists.id, request.artist_id ?? 0), ours)));
  }
  if (request.type === 'verify-artist') {
    writes.push(db.update(artists).set({ verified: true, updated_at: isoNow }).where(and(eq(artists.id, request.artist_id ?? 0), ours)));
  }
  writes.push(
    db
      .insert(userRoles)
      .select(sql`SELECT ${request.user_id}, ${roles.id} FROM ${roles} WHERE ${roles.name} = ${ARTISTS_ROLE} AND ${ours}`)
      .onConflictDoNothing(),
  );
  return writes;
}

/** Approves a pending request (409 when it is not), returning the artist it leads to. */
export async function approveRequest(db: Db, review: Review): Promise<void> {
  const { request } = review;
  if (request.status !== 'pending') throw alreadyReviewed();
  if (request.type !== 'become-artist' && request.artist_id === null) throw ValidationError.field('artist_id', 'The artist of this request no longer exists.');
  const stamp = new Date().toISOString();
  const [marked] = await db.batch(asBatch(approvalWrites(db, review, stamp)));
  if (!(marked as unknown[]).length) throw alreadyReviewed();
}

/** Denies a pending request with the note (409 when it is not pending). */
export async function denyRequest(db: Db, { request, reviewerId, note }: Review): Promise<void> {
  const marked = await db
    .update(backstageRequests)
    .set({ status: 'denied', note, reviewed_by: reviewerId, reviewed_at: new Date().toISOString(), updated_at: isoNow })
    .where(and(eq(backstageRequests.id, request.id), eq(backstageRequests.status, 'pending')))
    .returning({ id: backstageRequests.id });
  if (!marked.length) throw alreadyReviewed();
}
