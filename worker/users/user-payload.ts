import type { Db } from '../db';
import type { AuthUser } from '../permissions/auth-user';
import { presentAuthUser, userStatements } from '../permissions/load-user';
import { tokensOf } from '../access-tokens/token-list';
import { notFound } from '../http/errors';

/** SPEC section 3's User with its `tokens`: names and dates, never a secret. */
export type UserWithTokens = AuthUser & { tokens: Awaited<ReturnType<typeof tokensOf>> };

/**
 * `{user}` of the users routes (users/{id}, its avatar, the admin's user
 * routes): the AuthUser bootstrap data carries, plus SPEC section 3's
 * `tokens`, read in the same batch (one D1 round trip). Bootstrap data's user
 * has no tokens: every page would pay for a list only account settings and
 * the admin's user page show.
 */
export async function userPayload(db: Db, userId: number): Promise<{ user: UserWithTokens }> {
  const [tokens, ...rows] = await db.batch([tokensOf(db, userId), ...userStatements(db, userId)]);
  const user = presentAuthUser(rows);
  if (!user) throw notFound();
  return { user: { ...user, tokens } };
}
