import { eq } from 'drizzle-orm';
import type { Db } from '../worker/db';
import { hashPassword } from '../worker/auth/password';
import { users } from '../db/users';
import { roles, userRoles } from '../db/roles';
import { BENCH_USER_COUNT, BENCH_USER_PASSWORD, benchUserEmail } from './bench-users';


// 6 columns a row: 16 rows keep an insert under D1's 100 bound parameters.
const USERS_PER_INSERT = 16;

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
  for (let i = 0; i < rows.length; i += USERS_PER_INSERT) {
    const inserted = await db.insert(users).values(rows.slice(i, i + USERS_PER_INSERT)).returning({ id: users.id });
    await db.insert(userRoles).values(inserted.map((u) => ({ user_id: u.id, role_id: listeners.id })));
  }
  return rows.length;
}
