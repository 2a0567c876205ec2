import { Hono } from 'hono';
import { asc } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { permissions } from '../../db/roles';
import { requireAnyPermission } from './guard';
import { responds } from '../http/responds';
import { z } from 'zod';

/** Who may read roles and permissions: the roles screens, and a user's permissions tab. */
export const ROLE_READERS = ['roles.update', 'users.update'];

/** A permission as db/roles.ts holds it, with the restrictions it can carry. */
export const PermissionPayload = z
  .object({
    id: z.int(),
    name: z.string(),
    display_name: z.string(),
    group: z.string(),
    description: z.string(),
    restrictions: z.array(z.object({ name: z.string(), description: z.string() })),
  })
  .meta({ id: 'Permission' });

/** Every permission there is, by group, for the role editor and a user's permissions tab (roles: worker/admin/roles/). */
export const permissionRoutes = new Hono<AppEnv>().get('/permissions', requireAnyPermission(ROLE_READERS), responds(z.object({ permissions: z.array(PermissionPayload) })), async (c) => {
  const rows = await c.get('db').select().from(permissions).orderBy(asc(permissions.group), asc(permissions.name));
  return c.json({ permissions: rows });
});
