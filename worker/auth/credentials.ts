import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { users, type UserRow } from '../../db/users';
import { hashPassword, needsRehash, PBKDF2_ITERATIONS, verifyPassword } from './password';

/**
 * A well-formed hash of no one's password: checked when the email is unknown
 * (or the account has no password), so every failed login costs the same
 * PBKDF2 work and response time does not reveal which emails have accounts.
 */
const DUMMY_HASH = `pbkdf2_sha256$${PBKDF2_ITERATIONS}$bm8tb25lLWhhcy10aGlzLg$0cLZ3Q9xnJ0iXGx3m2xq3o4n5T7vB0lE6fGqZ8rW1yA`;

/** The user whose email and password these are, or null; upgrades an outdated hash on the way. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const valid = await verifyPassword(password, user?.password ?? DUMMY_HASH);
  if (!user?.password || !valid) return null;
  if (needsRehash(user.password)) {
    await db.update(users).set({ password: await hashPassword(password) }).where(eq(users.id, user.id));
  }
  return user;
}
