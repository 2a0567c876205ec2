import { eq, sql } from 'drizzle-orm';
import type { Db } from '../worker/db';
import { users } from '../db/users';
import { roles, userRoles } from '../db/roles';
import { runBatches } from '../db/seed/demo/insert-chunks';
import { literalInserts } from './seed-catalog-inserts';
import { ADJECTIVES, FIRST_NAMES, LAST_NAMES } from './seed-catalog-words';
import { createRandom } from '../db/seed/demo/prng';

/** Issue 13: the admin users list is measured over 100,000 accounts. */
export const ADMIN_LIST_USERS = 100_000;
const STATEMENTS_PER_BATCH = 40;
const FIRST_CREATED = Date.parse('2023-01-01T00:00:00Z');

/**
 * Accounts beyond the bench's 1,000 listeners, up to ADMIN_LIST_USERS in all:
 * names from the bench vocabulary, joined over three years, about 3% banned,
 * 70% verified, 10% with two-factor, every fifth an artist as well. No
 * password: they never sign in. Ids follow the existing users in order.
 */
export async function seedAdminListUsers(db: Db): Promise<number> {
  const [{ existing }] = await db.select({ existing: sql<number>`count(*)` }).from(users);
  const count = Math.max(0, ADMIN_LIST_USERS - existing);
  // Independent draws: a name must not predict an account's state, or one sort order meets a wall of misses.
  const random = createRandom(13);
  const rows = Array.from({ length: count }, (_, n) => {
    const created = new Date(FIRST_CREATED + Math.floor((n / count) * 3 * 365 * 86_400_000)).toISOString();
    return {
      name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.pick(ADJECTIVES)}`,
      email: `member-${n}@bench.example`,
      created_at: created,
      updated_at: created,
      email_verified_at: random.chance(0.7) ? created : null,
      banned_at: random.chance(0.03) ? created : null,
      two_factor_confirmed_at: random.chance(0.1) ? created : null,
      language: 'en',
      timezone: 'UTC',
    };
  });
  await runBatches(db, literalInserts(db, users, rows), STATEMENTS_PER_BATCH);
  // Every new account holds the default role; every fifth is an artist too.
  const [listeners] = await db.select({ id: roles.id }).from(roles).where(eq(roles.default, true));
  const [artists] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'artists'));
  await db.run(sql`INSERT INTO ${userRoles} (user_id, role_id) SELECT id, ${listeners.id} FROM ${users} WHERE email LIKE 'member-%@bench.example'`);
  if (artists) await db.run(sql`INSERT INTO ${userRoles} (user_id, role_id) SELECT id, ${artists.id} FROM ${users} WHERE email LIKE 'member-%@bench.example' AND id % 5 = 0`);
  // What the daily cron's ANALYZE (worker/jobs/analyze-tables.ts) gives a database in service.
  await db.run(sql`ANALYZE`);
  return count;
}
