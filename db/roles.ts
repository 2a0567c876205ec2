import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, timestamps } from './columns';
import { userIdRef } from './users';

/** A named numeric limit a permission carries, e.g. `count` on playlists.create. */
export type Restriction = { name: string; value: number | null };
export type RestrictionDefinition = { name: string; description: string };

// SPEC section 6: named permissions, some with restrictions.
export const permissions = sqliteTable('permissions', {
  id: id(),
  name: text('name').notNull().unique(),
  display_name: text('display_name').notNull(),
  group: text('group').notNull(),
  description: text('description').notNull().default(''),
  restrictions: text('restrictions', { mode: 'json' }).$type<RestrictionDefinition[]>().notNull().default([]),
});

export const roles = sqliteTable('roles', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  /** The role whose permissions apply to visitors who are not logged in. */
  guests: integer('guests', { mode: 'boolean' }).notNull().default(false),
  /** Given to every new account. */
  default: integer('default', { mode: 'boolean' }).notNull().default(false),
  ...timestamps,
});

export const rolePermissions = sqliteTable(
  'role_permissions',
  {
    role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
    restrictions: text('restrictions', { mode: 'json' }).$type<Restriction[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] })],
);

export const userRoles = sqliteTable(
  'user_roles',
  {
    user_id: userIdRef(),
    role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('user_roles_role_idx').on(t.role_id)],
);

export const userPermissions = sqliteTable(
  'user_permissions',
  {
    user_id: userIdRef(),
    permission_id: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
    restrictions: text('restrictions', { mode: 'json' }).$type<Restriction[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.permission_id] })],
);
