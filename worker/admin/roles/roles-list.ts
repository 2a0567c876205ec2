import { sql } from 'drizzle-orm';
import { roles } from '../../../db/roles';
import type { ListResource } from '../list/list-resource';
import { prefixRange } from '../list/fts-search';
import { z } from 'zod';
import { timestamp } from '../../http/response-fields';
import { GrantedPermission } from '../../billing/billing-types';

/**
 * A role's permissions as JSON, one correlated subquery (role_permissions'
 * primary key). The outer column is named in full: drizzle prints a column of
 * a single-table select without its table, which the subquery would read as its own.
 */
const permissionsJson = sql<string>`(SELECT json_group_array(json_object('name', p.name, 'restrictions', json(rp.restrictions)))
  FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id WHERE rp.role_id = "roles"."id")`;
/** Users holding the role, counted on user_roles_role_idx. */
const usersCount = sql<number>`(SELECT count(*) FROM user_roles ur WHERE ur.role_id = "roles"."id")`;

type RoleRow = { id: number; name: string; description: string; guests: boolean; default: boolean; users_count: number; created_at: string; updated_at: string };

/** docs/api/admin.md, GET roles: search by name prefix; sort by id (default), name, created. */
export const rolesList = {
  table: roles,
  id: roles.id,
  fields: {
    id: roles.id,
    name: roles.name,
    description: roles.description,
    guests: roles.guests,
    default: roles.default,
    created_at: roles.created_at,
    updated_at: roles.updated_at,
    users_count: usersCount,
    permissions: permissionsJson,
  },
  sortable: { id: roles.id, name: roles.name, created_at: roles.created_at },
  defaultSort: { orderBy: 'id', orderDir: 'asc' },
  search: (query) => prefixRange(roles.name, query),
  present: ({ permissions, ...role }: Record<string, unknown>) => ({ ...(role as RoleRow), permissions: JSON.parse(String(permissions)) as { name: string; restrictions: unknown[] }[] }),
  row: z.object({
    id: z.int(),
    name: z.string(),
    description: z.string(),
    guests: z.boolean(),
    default: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp,
    users_count: z.int(),
    permissions: z.array(GrantedPermission),
  }),
} satisfies ListResource;
