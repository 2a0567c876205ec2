import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { users } from '../../db/users';
import { roles, userRoles } from '../../db/roles';
import { ValidationError } from '../http/errors';
import { hashPassword } from './password';

export const EMAIL_TAKEN = 'The email has already been taken.';

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

/**
 * A new account named after its email's local part, holding the role flagged
 * `default` (README: `users`). The user and its role are written in one batch
 * (D1 has no transactions), the role row selected by the new user's email.
 */
export async function createAccount(db: Db, email: string, password: string): Promise<number> {
  const hash = await hashPassword(password);
  try {
    const [[user]] = await db.batch([
      db.insert(users).values({ name: email.split('@')[0], email, password: hash }).returning({ id: users.id }),
      db
        .insert(userRoles)
        .select(
          db
            .select({ user_id: users.id, role_id: roles.id })
            .from(users)
            .innerJoin(roles, eq(roles.default, true))
            .where(eq(users.email, email)),
        ),
    ]);
    return user.id;
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    const text = `${String(error)} ${error instanceof Error ? String(error.cause) : ''}`;
    if (/UNIQUE constraint failed: users\.email/.test(text)) {
      throw ValidationError.field('email', EMAIL_TAKEN);
    }
    throw error;
  }
}
