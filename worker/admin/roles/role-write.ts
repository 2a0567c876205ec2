import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db';
import { permissions, rolePermissions, roles } from '../../../db/roles';
import { isoNow } from '../../../db/columns';
import { ValidationError } from '../../http/errors';

const restriction = z.object({ name: z.string().min(1).max(64), value: z.number().int().min(0).max(1e15).nullable() });
export const grantsSchema = z.array(z.object({ name: z.string().min(1).max(64), restrictions: z.array(restriction).max(10).default([]) })).max(100);

export const roleBody = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(60, 'The name may not be greater than 60 characters.'),
  description: z.string().trim().max(500).default(''),
  /** The role new accounts get; setting it moves the flag from the role that had it. */
  default: z.boolean().default(false),
  /** The role whose permissions apply to visitors; setting it moves the flag too. */
  guests: z.boolean().default(false),
  permissions: grantsSchema.default([]),
});
export type RoleInput = z.infer<typeof roleBody>;

/** Permission ids by name; unknown names are 422, and a guest role may not hold admin. */
export async function permissionIds(db: Db, input: Pick<RoleInput, 'permissions' | 'guests'>) {
  const names = [...new Set(input.permissions.map((p) => p.name))];
  const rows = names.length ? await db.select({ id: permissions.id, name: permissions.name }).from(permissions).where(inArray(permissions.name, names)) : [];
  if (rows.length !== names.length) throw ValidationError.field('permissions', 'Choose permissions that exist.');
  if (input.guests && names.some((n) => n === 'admin' || n === 'admin.access')) throw ValidationError.field('permissions', 'Visitors cannot be administrators.');
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * The statements that give role `id` exactly `input`'s flags and grants, for
 * one batch: the default and guest flags are each held by one role. `ids`
 * are permissionIds() of the input, checked before anything is written.
 */
export function roleWrites(db: Db, id: number, input: RoleInput, ids: Map<string, number>) {
  const grants = input.permissions.map((p) => ({ role_id: id, permission_id: ids.get(p.name)!, restrictions: p.restrictions }));
  return [
    ...(input.default ? [db.update(roles).set({ default: false }).where(and(eq(roles.default, true), ne(roles.id, id)))] : []),
    ...(input.guests ? [db.update(roles).set({ guests: false }).where(and(eq(roles.guests, true), ne(roles.id, id)))] : []),
    db.update(roles).set({ name: input.name, description: input.description, default: input.default, guests: input.guests, updated_at: isoNow }).where(eq(roles.id, id)),
    db.delete(rolePermissions).where(eq(rolePermissions.role_id, id)),
    ...(grants.length ? [db.insert(rolePermissions).values(grants)] : []),
  ];
}

/** 422 when another role has the name. */
export async function assertNameFree(db: Db, name: string, exceptId = 0) {
  const [taken] = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.name, name), ne(roles.id, exceptId))).limit(1);
  if (taken) throw ValidationError.field('name', 'The name has already been taken.');
}
