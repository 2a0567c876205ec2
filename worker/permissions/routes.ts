import { Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { permissions, rolePermissions, roles } from '../../db/roles';
import { requireAnyPermission } from './guard';
import { paginate } from '../http/pagination';

/** Who may read roles and permissions: the roles screens, and a user's permissions tab. */
const ROLE_READERS = ['roles.update', 'users.update'];

/** Read side of roles and permissions, for the admin roles screens (roles.update). */
export const permissionRoutes = new Hono<AppEnv>()
  .get('/roles', requireAnyPermission(ROLE_READERS), async (c) => {
    const db = c.get('db');
    const [roleRows, grants] = await db.batch([
      db.select().from(roles).orderBy(asc(roles.id)),
      db
        .select({ role_id: rolePermissions.role_id, name: permissions.name, restrictions: rolePermissions.restrictions })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id)),
    ]);
    const data = roleRows.map((role) => ({
      ...role,
      permissions: grants.filter((g) => g.role_id === role.id).map(({ name, restrictions }) => ({ name, restrictions })),
    }));
    return c.json(paginate(data, 1, Math.max(1, data.length), data.length));
  })
  .get('/permissions', requireAnyPermission(ROLE_READERS), async (c) => {
    const rows = await c.get('db').select().from(permissions).orderBy(asc(permissions.group), asc(permissions.name));
    return c.json({ permissions: rows });
  });
