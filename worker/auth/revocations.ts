import { AUTH_SNAPSHOT_TTL_MS } from './auth-constants';

/**
 * What this isolate has seen change about who may do what, so that a read
 * on this server never trusts a snapshot older than the change
 * (docs/decisions/020-edge-authorization.md). Other isolates and locations
 * learn nothing from here: there a snapshot lives out its lifetime
 * (AUTH_SNAPSHOT_TTL_MS), which is the documented bound.
 *
 * Each map keeps an entry only as long as a snapshot read before it could
 * still be alive; later ones have expired on their own.
 */
const userChangedAt = new Map<number, number>();
const sessionEndedAt = new Map<string, number>();
const tokenRevokedAt = new Map<number, number>();
let everyoneChangedAt = 0;

function remember<K>(map: Map<K, number>, key: K) {
  const now = Date.now();
  map.delete(key); // re-inserted last, so the map stays ordered by time
  map.set(key, now);
  for (const [oldKey, at] of map) {
    if (now - at <= AUTH_SNAPSHOT_TTL_MS) break;
    map.delete(oldKey);
  }
}

/** The user's roles, permissions, subscription, profile or standing changed. */
export const userChanged = (userId: number) => remember(userChangedAt, userId);

/** Something that may change many users' access changed (a role's permissions, a plan, a workspace). */
export function everyoneChanged() {
  everyoneChangedAt = Date.now();
}

/** These sessions ended (logout, logout-other, a password change, a ban, a deletion). */
export function sessionsEnded(ids: string[]) {
  for (const id of ids) remember(sessionEndedAt, id);
}

/** A personal access token was deleted. */
export const tokenRevoked = (tokenId: number) => remember(tokenRevokedAt, tokenId);

/**
 * Whether a snapshot of `userId`, read from D1 at `readAt` (ms), is still
 * good on this server: younger than its lifetime and than every change seen
 * here since. A change in the same millisecond counts as later (workerd's
 * clock stands still between I/O), which costs at most one more D1 read.
 */
export function snapshotIsCurrent(snapshot: { userId: number; readAt: number; sessionId?: string; tokenId?: number }): boolean {
  const { userId, readAt, sessionId, tokenId } = snapshot;
  if (Date.now() - readAt >= AUTH_SNAPSHOT_TTL_MS) return false;
  if (readAt <= everyoneChangedAt) return false;
  if (readAt <= (userChangedAt.get(userId) ?? -1)) return false;
  if (sessionId !== undefined && sessionEndedAt.has(sessionId)) return false;
  if (tokenId !== undefined && tokenRevokedAt.has(tokenId)) return false;
  return true;
}
