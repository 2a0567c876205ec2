import { Hono } from 'hono';
import { asc } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { permissions } from '../../db/roles';
import { requireAnyPermission } from './guard';

/** Who may read roles and permissions: the roles screens, and a user's permissions tab. */
export const ROLE_READERS = ['roles.update', 'users.update'];

/** Every permission there is, by group, for the role editor and a user's permissions tab (roles: worker/admin/roles/). */
export const permissionRoutes = new Hono<AppEnv>().get('/permissions', requireAnyPermission(ROLE_READERS), async (c) => {
  const rows = await c.get('db').select().from(permissions).orderBy(asc(permissions.group), asc(permissions.name));
  return c.json({ permissions: rows });
});
