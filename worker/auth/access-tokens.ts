import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { accessTokens } from '../../db/access-tokens';
import { randomToken, sha256, timingSafeEqual } from './crypto';

/** Token format `<id>|<secret>` (DESIGN section 3); only the secret's SHA-256 is stored. */
export async function createAccessToken(db: Db, userId: number, name: string) {
  const secret = randomToken(30);
  const [row] = await db
    .insert(accessTokens)
    .values({ user_id: userId, name, token_hash: await sha256(secret) })
    .returning({ id: accessTokens.id, name: accessTokens.name, created_at: accessTokens.created_at });
  return { ...row, last_used_at: null, plainTextToken: `${row.id}|${secret}` };
}

/** The token's owner, or null; records last use without delaying the request. */
export async function verifyAccessToken(
  db: Db,
  bearer: string,
  defer: (work: Promise<unknown>) => void,
): Promise<{ tokenId: number; userId: number; expiresAt: number | null } | null> {
  const match = /^(\d{1,12})\|([A-Za-z0-9_-]{20,100})$/.exec(bearer);
  if (!match) return null;
  const [row] = await db.select().from(accessTokens).where(eq(accessTokens.id, Number(match[1]))).limit(1);
  if (!row || !timingSafeEqual(await sha256(match[2]), row.token_hash)) return null;
  if (row.expires_at && Date.parse(row.expires_at) < Date.now()) return null;
  defer(
    db.update(accessTokens).set({ last_used_at: new Date().toISOString() }).where(eq(accessTokens.id, row.id)).run(),
  );
  return { tokenId: row.id, userId: row.user_id, expiresAt: row.expires_at ? Date.parse(row.expires_at) : null };
}
