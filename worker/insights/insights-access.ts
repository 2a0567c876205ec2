import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import type { AuthUser } from '../permissions/auth-user';
import { userHasPermission } from '../permissions/auth-user';
import { forbidden, notFound } from '../http/errors';
import type { Subject } from './reports';
import { rawAll, type Row } from '../raw-batch';

export type SubjectType = Subject['type'];

/** The subject and whether the user manages it, in one statement (null: not an id, so unknown). */
export function subjectStatement(user: AuthUser, type: SubjectType, id: number): SQL | null {
  if (!Number.isSafeInteger(id)) return null;
  return (
    type === 'artist'
      ? sql`SELECT ar.name, ar.image, ar.owner_id,
          EXISTS (SELECT 1 FROM artist_managers m WHERE m.artist_id = ar.id AND m.user_id = ${user.id}) AS manages
        FROM artists ar WHERE ar.id = ${id}`
      : type === 'track'
        ? sql`SELECT t.name, coalesce(t.image, a.image) AS image, t.owner_id,
            EXISTS (SELECT 1 FROM track_artists ta JOIN artist_managers m ON m.artist_id = ta.artist_id WHERE ta.track_id = t.id AND m.user_id = ${user.id}) AS manages
          FROM tracks t LEFT JOIN albums a ON a.id = t.album_id WHERE t.id = ${id}`
        : sql`SELECT al.name, al.image, al.owner_id,
            EXISTS (SELECT 1 FROM album_artists aa JOIN artist_managers m ON m.artist_id = aa.artist_id WHERE aa.album_id = al.id AND m.user_id = ${user.id}) AS manages
          FROM albums al WHERE al.id = ${id}`
  );
}

/**
 * Whose insights these are (SPEC section 2): the track's or album's owner,
 * a manager of the artist (for a track or an album, of one of its credited
 * artists), or an admin.access holder. Unknown: 404; anyone else: 403.
 * `row` is subjectStatement's.
 */
export function subjectFromRow(row: Row | undefined, user: AuthUser, type: SubjectType, id: number): Subject {
  if (!row) throw notFound();
  const allowed = row.owner_id === user.id || Number(row.manages) === 1 || userHasPermission(user, 'admin.access');
  if (!allowed) throw forbidden();
  return { type, id, name: String(row.name), image: (row.image as string | null) ?? null };
}

/** The subject a user may read the insights of (subjectFromRow), on its own. */
export async function insightsSubject(db: Db, user: AuthUser, type: SubjectType, id: number): Promise<Subject> {
  const statement = subjectStatement(user, type, id);
  const [row] = statement ? await rawAll(db, statement) : [];
  return subjectFromRow(row, user, type, id);
}
