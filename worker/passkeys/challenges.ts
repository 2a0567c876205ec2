import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { authChallenges } from '../../db/auth';
import { randomToken, sha256 } from '../auth/crypto';

type ChallengeKind = (typeof authChallenges.$inferInsert)['kind'];

/**
 * Multi-step sign-in state in D1 (db/auth.ts auth_challenges): the browser
 * holds a random token in an HttpOnly cookie, the row's id is its SHA-256.
 * Returns the token for the cookie.
 */
export async function storeChallenge(
  db: Db,
  kind: ChallengeKind,
  userId: number | null,
  payload: Record<string, unknown>,
  ttlSeconds: number,
): Promise<string> {
  const token = randomToken();
  await db.insert(authChallenges).values({
    id: await sha256(token),
    kind,
    user_id: userId,
    payload,
    expires_at: new Date(Date.now() + ttlSeconds * 1000).toISOString(),
  });
  return token;
}

/**
 * The live challenge behind a cookie token, deleted as it is read so it can
 * be used once, whatever the outcome. Expired rows are deleted too.
 */
export async function takeChallenge(db: Db, kind: ChallengeKind, token: string | undefined) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .delete(authChallenges)
    .where(eq(authChallenges.id, await sha256(token)))
    .returning();
  if (!row || row.kind !== kind || Date.parse(row.expires_at) <= Date.now()) return null;
  return row;
}

/** Reads a live challenge without using it up (a wrong password may be retried). */
export async function peekChallenge(db: Db, kind: ChallengeKind, token: string | undefined) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(eq(authChallenges.id, await sha256(token)))
    .limit(1);
  if (!row || row.kind !== kind || Date.parse(row.expires_at) <= Date.now()) return null;
  return row;
}

export async function deleteChallenge(db: Db, id: string): Promise<void> {
  await db.delete(authChallenges).where(eq(authChallenges.id, id));
}
