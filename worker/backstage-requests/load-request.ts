import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { backstageRequests, type BackstageRequestRow } from '../../db/backstage-requests';
import { artists } from '../../db/music-catalog';
import { fileEntries } from '../../db/files';
import { users } from '../../db/users';
import type { BackstageRequestPayload } from './request-types';

/** The attachment as the request's readers download it: through the request, so admins need no files permission. */
export const attachmentUrl = (requestId: number, entryId: number) => `/api/v1/backstage-requests/${requestId}/attachments/${entryId}`;

/** A stored request with its user, artist and attachments (two round trips at most), `email` for admins only. */
export async function presentRequest(db: Db, row: BackstageRequestRow, forAdmin: boolean): Promise<BackstageRequestPayload> {
  const [[user], artistRows, entries] = await db.batch([
    db.select({ id: users.id, name: users.name, image: users.image, email: users.email }).from(users).where(eq(users.id, row.user_id)).limit(1),
    db.select({ id: artists.id, name: artists.name, image: artists.image, verified: artists.verified }).from(artists).where(eq(artists.id, row.artist_id ?? 0)).limit(1),
    // The requester's own entries only: a stored id never lends someone else's file.
    db
      .select({ id: fileEntries.id, name: fileEntries.name, mime: fileEntries.mime, file_size: fileEntries.file_size })
      .from(fileEntries)
      .where(and(inArray(fileEntries.id, row.attachments.length ? row.attachments : [0]), eq(fileEntries.user_id, row.user_id), isNull(fileEntries.deleted_at))),
  ]);
  const { email, ...publicUser } = user;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    artist_name: row.artist_name,
    artist_id: row.artist_id,
    requester_role: row.requester_role,
    image: row.image,
    bio: row.bio,
    links: row.links,
    message: row.message,
    note: row.note,
    reviewed_at: row.reviewed_at,
    created_at: row.created_at,
    user: forAdmin ? { ...publicUser, email } : publicUser,
    artist: artistRows[0] ?? null,
    attachments: entries.map((entry) => ({ ...entry, url: attachmentUrl(row.id, entry.id) })),
  };
}

export async function storedRequest(db: Db, id: number): Promise<BackstageRequestRow | undefined> {
  const [row] = await db.select().from(backstageRequests).where(eq(backstageRequests.id, id)).limit(1);
  return row;
}

/** The user's own requests, newest first (a user sends a handful: the pages show them all). */
export async function ownRequests(db: Db, userId: number) {
  const rows = await db.select().from(backstageRequests).where(eq(backstageRequests.user_id, userId)).orderBy(desc(backstageRequests.created_at), desc(backstageRequests.id)).limit(100);
  return Promise.all(rows.map((row) => presentRequest(db, row, false)));
}
