import type { Context } from 'hono';
import type { AppEnv } from '../types';
import type { AuthUser } from '../permissions/auth-user';
import { loadAuthUser } from '../permissions/load-user';
import { verifyAccessToken } from './access-tokens';
import { snapshotIsCurrent } from './revocations';
import { setBounded } from '../cache/bounded-map';

type Known = { tokenId: number; user: AuthUser; readAt: number; expiresAt: number | null };

/**
 * A Bearer client sends no cookie to carry a snapshot, so this isolate keeps
 * one per token it has verified, under the same rules and lifetime as the
 * cookie's (docs/decisions/020): a read within it needs no D1 statement.
 * Bounded: the oldest entries go first.
 */
const known = new Map<string, Known>();
const MAX_KNOWN = 1_000;

/** The token's owner, or null when the bearer is not a live token of a user. */
export async function userFromAccessToken(c: Context<AppEnv>, bearer: string, read: boolean): Promise<{ tokenId: number; user: AuthUser } | null> {
  const cached = read ? known.get(bearer) : undefined;
  if (cached && snapshotIsCurrent({ userId: cached.user.id, readAt: cached.readAt, tokenId: cached.tokenId }) && (cached.expiresAt ?? Infinity) > Date.now()) {
    return cached;
  }
  known.delete(bearer);
  const readAt = Date.now();
  const db = c.get('db');
  const token = await verifyAccessToken(db, bearer, (work) => c.executionCtx.waitUntil(work));
  const user = token && (await loadAuthUser(db, token.userId));
  if (!token || !user) return null;
  if (read) {
    setBounded(known, bearer, { tokenId: token.tokenId, user, readAt, expiresAt: token.expiresAt }, MAX_KNOWN);
  }
  return { tokenId: token.tokenId, user };
}
