import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { permissions, rolePermissions } from '../../db/roles';
import { ValidationError } from '../http/errors';

/** Ids (as `id`) of the users who hold `admin` through a role or directly. */
const ADMIN_HOLDERS = sql`SELECT ur.user_id AS id FROM user_roles ur
  JOIN role_permissions rp ON rp.role_id = ur.role_id
  JOIN permissions p ON p.id = rp.permission_id AND p.name = 'admin'
  UNION SELECT up.user_id FROM user_permissions up
  JOIN permissions p ON p.id = up.permission_id AND p.name = 'admin'`;

/**
 * Issue 13: the product always keeps an administrator. Refuses (422 on
 * `field`) a change after which no user outside `leaving` would hold
 * `admin`: deleting, banning or demoting the last one.
 */
export async function assertAdminsRemain(db: Db, leaving: number[], field = 'ids'): Promise<void> {
  const rows = await db.all<{ id: number }>(sql`SELECT id FROM (${ADMIN_HOLDERS}) WHERE ${notInArray(sql`id`, leaving.length ? leaving : [0])} LIMIT 1`);
  if (!rows.length) throw ValidationError.field(field, 'The last administrator cannot be removed.');
}

/** Whether any of `userIds` holds admin. */
export async function includesAdmin(db: Db, userIds: number[]): Promise<boolean> {
  if (!userIds.length) return false;
  const rows = await db.all<{ id: number }>(sql`SELECT id FROM (${ADMIN_HOLDERS}) WHERE ${inArray(sql`id`, userIds)} LIMIT 1`);
  return rows.length > 0;
}


/** Whether any of these roles grants admin. */
export async function rolesGrantAdmin(db: Db, roleIds: number[]): Promise<boolean> {
  if (!roleIds.length) return false;
  const [row] = await db
    .select({ id: rolePermissions.role_id })
    .from(rolePermissions)
    .innerJoin(permissions, and(eq(permissions.id, rolePermissions.permission_id), eq(permissions.name, 'admin')))
    .where(inArray(rolePermissions.role_id, roleIds))
    .limit(1);
  return Boolean(row);
}

/** 422 unless some user holds admin other than through role `roleId` (a role losing admin, or going). */
export async function assertAdminsRemainWithoutRole(db: Db, roleId: number, field = 'permissions'): Promise<void> {
  const rows = await db.all<{ id: number }>(sql`SELECT ur.user_id AS id FROM user_roles ur
    JOIN role_permissions rp ON rp.role_id = ur.role_id AND ur.role_id <> ${roleId}
    JOIN permissions p ON p.id = rp.permission_id AND p.name = 'admin'
    UNION SELECT up.user_id FROM user_permissions up JOIN permissions p ON p.id = up.permission_id AND p.name = 'admin'
    LIMIT 1`);
  if (!rows.length) throw ValidationError.field(field, 'The last administrator cannot be removed.');
}
