import { eq, sql } from 'drizzle-orm';
import type { Db } from '../worker/db';
import { roles, userRoles } from '../db/roles';
import { artists } from '../db/music-catalog';
import { benchUserEmail } from './bench-users';
import { FANOUT_ARTIST, FANOUT_FOLLOWERS, FANOUT_READERS, FANOUT_ROLE, fanoutListener } from './fanout-audience';

/**
 * Issue 12's fan-out figures (bench/notification-fanout.ts): an artist the
 * admin manages, with FANOUT_FOLLOWERS followers among the member accounts
 * that are not banned (a banned reader is never notified, so every follow
 * here is a notification a release must store), and a role held by the 200
 * listeners who take the announcements. Straight into the state with a few
 * INSERT … SELECT statements, after the users exist.
 */
export async function seedFanoutAudience(db: Db): Promise<{ artistId: number; followers: number; roleId: number }> {
  const [admin] = await db
    .select({ id: userRoles.user_id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(eq(roles.name, 'admin'))
    .limit(1);
  const [artist] = await db
    .insert(artists)
    .values({ name: FANOUT_ARTIST, owner_id: admin.id })
    .returning({ id: artists.id });
  await db.run(sql`INSERT INTO follows (follower_id, followable_type, followable_id, created_at)
    SELECT id, 'artist', ${artist.id}, '2025-01-01T00:00:00.000Z' FROM users
    WHERE email LIKE 'member-%@bench.example' AND banned_at IS NULL ORDER BY id LIMIT ${FANOUT_FOLLOWERS}`);
  const [{ followers }] = await db.all<{ followers: number }>(
    sql`SELECT count(*) AS followers FROM follows WHERE followable_type = 'artist' AND followable_id = ${artist.id}`,
  );
  if (followers !== FANOUT_FOLLOWERS) throw new Error(`seeded ${followers} followers, wanted ${FANOUT_FOLLOWERS}`);

  const [role] = await db.insert(roles).values({ name: FANOUT_ROLE, description: 'Bench: the readers of the fan-out figures' }).returning({ id: roles.id });
  const emails = JSON.stringify(Array.from({ length: FANOUT_READERS }, (_, n) => benchUserEmail(fanoutListener(n))));
  await db.run(sql`INSERT INTO user_roles (user_id, role_id) SELECT id, ${role.id} FROM users WHERE email IN (SELECT value FROM json_each(${emails}))`);
  return { artistId: artist.id, followers, roleId: role.id };
}
