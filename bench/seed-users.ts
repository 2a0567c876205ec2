import { eq } from 'drizzle-orm';
import type { Db } from '../worker/db';
import { hashPassword } from '../worker/auth/password';
import { users } from '../db/users';
import { roles, userRoles } from '../db/roles';
import { BENCH_USER_COUNT, BENCH_USER_PASSWORD, benchUserEmail } from './bench-users';
import { D1_MAX_BOUND_PARAMS } from '../db/seed/demo/insert-chunks';

/**
 * One real PBKDF2 hash shared by every bench user: a login costs the same
 * full hash as production, while the seed hashes once instead of 1,000 times.
 */
export async function seedBenchUsers(db: Db): Promise<number> {
  const password = await hashPassword(BENCH_USER_PASSWORD);
  const now = new Date().toISOString();
  const [listeners] = await db.select({ id: roles.id }).from(roles).where(eq(roles.default, true));
  const rows = Array.from({ length: BENCH_USER_COUNT }, (_, n) => ({
    name: `Bench Listener ${n}`,
    email: benchUserEmail(n),
    password,
    email_verified_at: now,
    language: 'en',
    timezone: 'UTC',
  }));
  // drizzle binds every given value and every default: as many rows an insert as D1's 100 parameters allow (a new column with a default changes it).
  const perInsert = Math.floor(D1_MAX_BOUND_PARAMS / db.insert(users).values(rows[0]).toSQL().params.length);
  for (let i = 0; i < rows.length; i += perInsert) {
    const inserted = await db.insert(users).values(rows.slice(i, i + perInsert)).returning({ id: users.id });
    await db.insert(userRoles).values(inserted.map((u) => ({ user_id: u.id, role_id: listeners.id })));
  }
  return rows.length;
}
