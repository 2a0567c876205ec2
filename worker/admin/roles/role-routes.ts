import { Hono } from 'hono';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../../types';
import type { Db } from '../../db';
import { roles, userRoles } from '../../../db/roles';
import { users } from '../../../db/users';
import { validate } from '../../http/validate';
import { notFound, ValidationError } from '../../http/errors';
import { requirePermission } from '../../permissions/guard';
import { assertAdminsRemainWithoutRole, rolesGrantAdmin } from '../../permissions/last-admin';
import { forgetAppSnapshot } from '../../cache/app-snapshot';
import { ROLE_READERS } from '../../permissions/routes';
import { adminListRoutes } from '../list/list-routes';
import { assertNameFree, permissionIds, roleBody, roleWrites } from './role-write';
import { rolesList } from './roles-list';
import { responds } from '../../http/responds';
import { MessageAnswer } from '../../http/response-fields';

const MANAGE_ROLES = 'roles.update';
const roleParam = z.object({ id: z.coerce.number().int().positive() });
const userIdsBody = z.object({ userIds: z.array(z.number().int().positive()).min(1).max(100) });

/** One role as the list shows it (with its permissions and users count), or 404. */
async function roleById(db: Db, id: number) {
  const [row] = await db.select(rolesList.fields).from(roles).where(eq(roles.id, id)).limit(1);
  if (!row) throw notFound();
  return rolesList.present(row);
}

/**
 * Gives role `roleId` to the accounts `userIds` that still exist, while the
 * role does: a user or the role deleted between the route's checks and this
 * write (the API fuzz found one, seed 99001) leaves that row out rather than
 * failing a foreign key. One JSON parameter carries the ids (json_each).
 */
export const giveRole = (db: Db, roleId: number, userIds: number[]) =>
  db
    .insert(userRoles)
    .select(
      sql`SELECT u.id, ${roleId} FROM json_each(${JSON.stringify(userIds)}) j JOIN ${users} u ON u.id = j.value
        WHERE EXISTS (SELECT 1 FROM ${roles} WHERE ${roles.id} = ${roleId})`,
    )
    .onConflictDoNothing();

const roleAnswer = z.object({ role: rolesList.row });

/**
 * docs/api/admin.md, "Roles" (roles.update). The guest role's permissions
 * reach visitors through the settings snapshot, so every write drops it; a
 * signed-in user's roles are read on each request, so changes apply at once.
 */
export const roleRoutes = new Hono<AppEnv>()
  // The list also feeds the users screens' role pickers and filter.
  .route('/', adminListRoutes('/roles', ROLE_READERS, rolesList))
  .get('/roles/:id', requirePermission(MANAGE_ROLES), validate('param', roleParam), responds(roleAnswer), async (c) => c.json({ role: await roleById(c.get('db'), c.req.valid('param').id) }))
  .post('/roles', requirePermission(MANAGE_ROLES), validate('json', roleBody), responds(roleAnswer, 201), async (c) => {
    const input = c.req.valid('json');
    const db = c.get('db');
    await assertNameFree(db, input.name);
    const ids = await permissionIds(db, input);
    const [created] = await db.insert(roles).values({ name: input.name, description: input.description }).returning({ id: roles.id });
    const writes = roleWrites(db, created.id, input, ids);
    await db.batch(writes as [(typeof writes)[0], ...typeof writes]);
    await forgetAppSnapshot(c.env);
    return c.json({ role: await roleById(db, created.id) }, 201);
  })
  .put('/roles/:id', requirePermission(MANAGE_ROLES), validate('param', roleParam), validate('json', roleBody), responds(roleAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const db = c.get('db');
    const current = await roleById(db, id);
    await assertNameFree(db, input.name, id);
    // Some role is always the one new accounts get, and one the one visitors get: move a flag, never drop it.
    if (current.default && !input.default) throw ValidationError.field('default', 'Make another role the one new accounts get first.');
    if (current.guests && !input.guests) throw ValidationError.field('guests', 'Make another role the visitors’ role first.');
    if ((await rolesGrantAdmin(db, [id])) && !input.permissions.some((p) => p.name === 'admin')) await assertAdminsRemainWithoutRole(db, id);
    const writes = roleWrites(db, id, input, await permissionIds(db, input));
    await db.batch(writes as [(typeof writes)[0], ...typeof writes]);
    await forgetAppSnapshot(c.env);
    return c.json({ role: await roleById(db, id) });
  })
  .delete('/roles/:id', requirePermission(MANAGE_ROLES), validate('param', roleParam), responds(MessageAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const role = await roleById(db, id);
    if (role.default || role.guests) throw ValidationError.field('id', 'The role new accounts get and the visitors’ role cannot be deleted.');
    if (await rolesGrantAdmin(db, [id])) await assertAdminsRemainWithoutRole(db, id, 'id');
    await db.delete(roles).where(eq(roles.id, id));
    await forgetAppSnapshot(c.env);
    return c.json({ message: 'Role deleted' });
  })
  .post('/roles/:id/add-users', requirePermission(MANAGE_ROLES), validate('param', roleParam), validate('json', userIdsBody), responds(roleAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const role = await roleById(db, id);
    if (role.guests) throw ValidationError.field('userIds', 'Visitors’ role is not given to accounts.');
    const ids = [...new Set(c.req.valid('json').userIds)];
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    if (found.length !== ids.length) throw ValidationError.field('userIds', 'Choose users that exist.');
    await giveRole(db, id, ids).run();
    return c.json({ role: await roleById(db, id) });
  })
  .post('/roles/:id/remove-users', requirePermission(MANAGE_ROLES), validate('param', roleParam), validate('json', userIdsBody), responds(roleAnswer), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    await roleById(db, id);
    const ids = [...new Set(c.req.valid('json').userIds)];
    if (await rolesGrantAdmin(db, [id])) {
      // Members who stay keep admin; with none left, someone must hold it another way.
      const members = await db.select({ id: userRoles.user_id }).from(userRoles).where(eq(userRoles.role_id, id));
      if (!members.some((m) => !ids.includes(m.id))) await assertAdminsRemainWithoutRole(db, id, 'userIds');
    }
    await db.delete(userRoles).where(and(eq(userRoles.role_id, id), inArray(userRoles.user_id, ids)));
    return c.json({ role: await roleById(db, id) });
  });
