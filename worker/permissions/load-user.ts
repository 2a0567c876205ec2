import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { permissions, rolePermissions, roles, userPermissions, userRoles } from '../../db/roles';
import { users } from '../../db/users';
import { socialProfiles } from '../../db/auth';
import { sessions } from '../../db/sessions';
import { workspaceMembers } from '../../db/workspaces';
import { notificationCounts } from '../../db/notifications';
import { mergePermissions, type AuthUser, type GrantedPermission } from './auth-user';
import { planGrants, userSubscriptions } from '../billing/plan-grants';
import { presentSubscription } from '../billing/subscription-state';

/**
 * The user with roles and effective permissions, in one D1 round trip
 * (statements in a batch) so every authenticated request pays once. A valid
 * subscription's plan adds its grants (worker/billing/plan-grants.ts).
 */
export async function loadAuthUser(db: Db, userId: number): Promise<AuthUser | null> {
  return presentAuthUser(await db.batch(userStatements(db, userId)));
}

export type SessionRow = typeof sessions.$inferSelect;

/**
 * A live session and its user in the same single round trip: every
 * statement finds the user through the session's primary key, so a session
 * that ended or expired yields no user (docs/decisions/020).
 */
export async function loadSessionUser(db: Db, sessionId: string): Promise<{ session: SessionRow; user: AuthUser } | null> {
  const live = and(eq(sessions.id, sessionId), gt(sessions.expires_at, new Date().toISOString()));
  const userId = sql`(SELECT ${sessions.user_id} FROM ${sessions} WHERE ${live})`;
  const [sessionRows, ...rows] = await db.batch([db.select().from(sessions).where(live).limit(1), ...userStatements(db, userId)]);
  const user = presentAuthUser(rows);
  return sessionRows[0] && user ? { session: sessionRows[0], user } : null;
}

/** The statements that read a user (AuthUser), for a batch; presentAuthUser() reads their rows. */
export function userStatements(db: Db, userId: number | SQL) {
  const [ownPlanGrants, rolePlanGrants] = planGrants(db, userId);
  return [
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    db
      .select({ id: roles.id, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.role_id))
      .where(eq(userRoles.user_id, userId)),
    db
      .select({ name: permissions.name, restrictions: rolePermissions.restrictions })
      .from(userRoles)
      .innerJoin(rolePermissions, eq(rolePermissions.role_id, userRoles.role_id))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
      .where(eq(userRoles.user_id, userId))
      .unionAll(
        db
          .select({ name: permissions.name, restrictions: userPermissions.restrictions })
          .from(userPermissions)
          .innerJoin(permissions, eq(permissions.id, userPermissions.permission_id))
          .where(eq(userPermissions.user_id, userId)),
      )
      .unionAll(ownPlanGrants)
      .unionAll(rolePlanGrants),
    db
      .select({ service_name: socialProfiles.service_name, username: socialProfiles.username })
      .from(socialProfiles)
      .where(eq(socialProfiles.user_id, userId)),
    userSubscriptions(db, userId),
    db
      .select({ id: workspaceMembers.workspace_id, role_id: workspaceMembers.role_id })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.user_id, userId)),
    // The unread count travels with the user, so bootstrap data needs no statement of its own (decision 020).
    db.select({ unread: notificationCounts.unread, version: notificationCounts.version }).from(notificationCounts).where(eq(notificationCounts.user_id, userId)),
  ] as const;
}

export function presentAuthUser(rows: readonly unknown[]): AuthUser | null {
  const [userRows, roleRows, grantRows, socialRows, subscriptionRows, workspaceRows, unreadRows] = rows as [
    (typeof users.$inferSelect)[],
    { id: number; name: string }[],
    GrantedPermission[],
    { service_name: string; username: string | null }[],
    Parameters<typeof presentSubscription>[0][],
    { id: number; role_id: number }[],
    { unread: number; version: number }[],
  ];
  const row = userRows[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    image: row.image,
    email_verified_at: row.email_verified_at,
    // A suspension with an end is over once it has passed (issue 13).
    banned_at: row.banned_until && Date.parse(row.banned_until) <= Date.now() ? null : row.banned_at,
    language: row.language,
    country: row.country,
    timezone: row.timezone,
    two_factor_confirmed_at: row.two_factor_confirmed_at,
    two_factor_recovery_codes: countRecoveryCodes(row.two_factor_recovery_codes),
    has_password: row.password !== null,
    created_at: row.created_at,
    roles: roleRows,
    permissions: mergePermissions(grantRows),
    subscriptions: subscriptionRows.map((s) => presentSubscription(s)),
    social_profiles: socialRows,
    workspaces: workspaceRows,
    unread_notifications_count: unreadRows[0]?.unread ?? 0,
    unread_notifications_version: unreadRows[0]?.version ?? 0,
  };
}

/** The guest role and its permissions (SPEC section 3, guest_role). */
export async function loadGuestRole(db: Db) {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      permission: permissions.name,
      restrictions: rolePermissions.restrictions,
    })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.role_id, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(roles.guests, sql`1`));
  if (!rows.length) return null;
  return {
    id: rows[0].id,
    name: rows[0].name,
    permissions: rows
      .filter((r) => r.permission !== null)
      .map((r) => ({ name: r.permission!, restrictions: r.restrictions ?? [] })),
  };
}

export type GuestRole = NonNullable<Awaited<ReturnType<typeof loadGuestRole>>>;

/** Recovery codes are stored as a JSON array of SHA-256 hashes. */
function countRecoveryCodes(stored: string | null): number {
  if (!stored) return 0;
  const codes: unknown = JSON.parse(stored);
  return Array.isArray(codes) ? codes.length : 0;
}
