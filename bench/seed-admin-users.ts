import { eq, sql } from 'drizzle-orm';
import type { Db } from '../worker/db';
import { users } from '../db/users';
import { roles, userRoles } from '../db/roles';
import { runBatches } from '../db/seed/demo/insert-chunks';
import { literalInserts } from './seed-catalog-inserts';
import { ADJECTIVES, FIRST_NAMES, LAST_NAMES } from './seed-catalog-words';

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
  const rows = Array.from({ length: count }, (_, n) => {
    const created = new Date(FIRST_CREATED + Math.floor((n / count) * 3 * 365 * 86_400_000)).toISOString();
    const name = `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[(n * 7) % LAST_NAMES.length]} ${ADJECTIVES[(n * 13) % ADJECTIVES.length]}`;
    return {
      name,
      email: `member-${n}@bench.example`,
      created_at: created,
      updated_at: created,
      email_verified_at: n % 10 < 7 ? created : null,
      banned_at: n % 33 === 0 ? created : null,
      two_factor_confirmed_at: n % 10 === 3 ? created : null,
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
  return count;
}
