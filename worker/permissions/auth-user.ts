import type { Restriction } from '../../db/roles';
import type { SubscriptionPayload } from '../billing/billing-types';

export type GrantedPermission = { name: string; restrictions: Restriction[] };

/** The signed-in user as the API and bootstrap data see it (SPEC section 3, User). */
export type AuthUser = {
  id: number;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  image: string | null;
  email_verified_at: string | null;
  banned_at: string | null;
  language: string;
  country: string | null;
  timezone: string;
  two_factor_confirmed_at: string | null;
  /**
   * How many unused recovery codes the user holds. Codes are stored hashed, so
   * their text is shown only in the response that generated them (docs/decisions/006).
   */
  two_factor_recovery_codes: number;
  /** False for accounts created through social sign-in that never set a password. */
  has_password: boolean;
  created_at: string;
  roles: { id: number; name: string }[];
  permissions: GrantedPermission[];
  /** SPEC section 3: each with `valid` and `active` (worker/billing/subscription-state.ts). */
  subscriptions: SubscriptionPayload[];
  social_profiles: { service_name: string; username: string | null }[];
  /** The workspaces the user is a member of, with their role there (worker/workspaces/content-scope.ts). */
  workspaces: { id: number; role_id: number }[];
  /**
   * The unread count as of the read of this user, with its version
   * (docs/decisions/013): from the `music_auth` snapshot on a read, at most
   * AUTH_SNAPSHOT_TTL_SECONDS old; the live socket's greeting, read from D1,
   * carries a version at least as high and replaces it (decision 020).
   */
  unread_notifications_count: number;
  unread_notifications_version: number;
};

type HasPermissions = { permissions: GrantedPermission[] };

/** SPEC section 6: permission `admin` grants all. */
export function userHasPermission(holder: HasPermissions, name: string): boolean {
  return holder.permissions.some((p) => p.name === 'admin' || p.name === name);
}

/** The numeric value of a named restriction, or null when unlimited. */
export function restrictionValue(holder: HasPermissions, permission: string, restriction: string): number | null {
  const granted = holder.permissions.find((p) => p.name === permission);
  const value = granted?.restrictions.find((r) => r.name === restriction)?.value;
  return value ?? null;
}

/** SPEC section 6: over quota means current count >= restriction value. */
export function isOverQuota(holder: HasPermissions, permission: string, restriction: string, current: number): boolean {
  if (holder.permissions.some((p) => p.name === 'admin')) return false;
  const limit = restrictionValue(holder, permission, restriction);
  return limit !== null && current >= limit;
}

/**
 * Several roles may grant the same permission: the most generous restriction
 * wins, and a missing value (unlimited) beats any number.
 */
export function mergePermissions(grants: GrantedPermission[]): GrantedPermission[] {
  const byName = new Map<string, Map<string, number | null>>();
  for (const grant of grants) {
    const limits = byName.get(grant.name) ?? new Map<string, number | null>();
    for (const r of grant.restrictions) {
      const previous = limits.get(r.name);
      const unlimited = previous === null || r.value === null;
      limits.set(r.name, unlimited ? null : Math.max(previous ?? r.value!, r.value!));
    }
    byName.set(grant.name, limits);
  }
  return [...byName].map(([name, limits]) => ({
    name,
    restrictions: [...limits].map(([rName, value]) => ({ name: rName, value })),
  }));
}
