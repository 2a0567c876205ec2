import type { Db } from '../db';
import { isOverQuota, restrictionValue, userHasPermission, type AuthUser } from '../permissions/auth-user';
import { loadAuthUser } from '../permissions/load-user';

/**
 * The permission that lets a user create workspaces (docs/api/workspaces.md),
 * with two restrictions: `count`, the workspaces one may own, and
 * `member_count`, the members (owner included) each of them may have.
 */
export const WORKSPACES_PERMISSION = 'workspaces.create';

/** A workspace's member limit is its owner's; null when unlimited (admins, or no restriction set). */
export async function memberLimitOf(db: Db, ownerId: number): Promise<number | null> {
  const owner = await loadAuthUser(db, ownerId);
  if (!owner || userHasPermission(owner, 'admin')) return null;
  return restrictionValue(owner, WORKSPACES_PERMISSION, 'member_count');
}

/** SPEC section 6: full when the current count reaches the restriction. */
export const isFull = (limit: number | null, members: number) => limit !== null && members >= limit;

export const ownsTooMany = (user: AuthUser, owned: number) => isOverQuota(user, WORKSPACES_PERMISSION, 'count', owned);
