import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles, userRoles } from '../../db/roles';
import { users } from '../../db/users';
import { listQuerySchema, listStatement } from '../../worker/admin/list/list-resource';
import { rolesList } from '../../worker/admin/roles/roles-list';
import { giveRole } from '../../worker/admin/roles/role-routes';
import { adminHeaders, createUser, db, loginAs, postJson, request } from './support/http';
import { planOf } from './support/query-plan';

// Issue 13, docs/api/admin.md "Roles".

const send = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  request(path, {
    method,
    headers: { ...(headers ?? (await adminHeaders())), Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

let n = 0;
async function createRole(body: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/v1/roles', { name: `editors-${Date.now()}-${++n}`, description: 'Edit things', ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<any>()).role;
}

const roleByName = async (name: string) => (await db().select().from(roles).where(eq(roles.name, name)))[0];

describe('GET /api/v1/roles', () => {
  it('lists roles with their permissions and member counts, for roles.update or users.update', async () => {
    const res = await request('/api/v1/roles', { headers: await adminHeaders() });
    const { pagination } = await res.json<any>();
    expect(pagination.data.slice(0, 4).map((r: any) => r.name)).toEqual(['guests', 'users', 'artists', 'admin']);
    const usersRole = pagination.data.find((r: any) => r.name === 'users');
    expect(usersRole.default).toBe(true);
    expect(usersRole.permissions).toContainEqual({ name: 'playlists.create', restrictions: [{ name: 'count', value: 200 }] });
    expect(typeof usersRole.users_count).toBe('number');

    expect((await request('/api/v1/roles')).status).toBe(401);
    const listener = await createUser();
    expect((await request('/api/v1/roles', { headers: (await loginAs(listener.id)).headers })).status).toBe(403);
  });

  it('searches by name prefix and never scans roles', async () => {
    const role = await createRole();
    const res = await request(`/api/v1/roles?query=${role.name.slice(0, 12)}`, { headers: await adminHeaders() });
    expect((await res.json<any>()).pagination.data.map((r: any) => r.id)).toContain(role.id);
    // By id is rowid order (the table itself); by name and by prefix, the unique name index.
    for (const query of [{ orderBy: 'name' }, { query: 'edit' }]) {
      const plan = (await planOf(listStatement(db(), rolesList, listQuerySchema(rolesList).parse(query)))).join('\n');
      expect(plan).toContain('roles_name_unique');
      expect(plan).not.toMatch(/SCAN roles(?! USING)/);
    }
  });
});

describe('POST, PUT and DELETE /api/v1/roles', () => {
  it('creates a role with permissions and restrictions, and refuses a taken name or unknown permission', async () => {
    const role = await createRole({ permissions: [{ name: 'playlists.create', restrictions: [{ name: 'count', value: 3 }] }, { name: 'music.view' }] });
    expect(role.permissions).toEqual(expect.arrayContaining([{ name: 'playlists.create', restrictions: [{ name: 'count', value: 3 }] }, { name: 'music.view', restrictions: [] }]));
    expect((await send('POST', '/api/v1/roles', { name: role.name })).status).toBe(422);
    const unknown = await send('POST', '/api/v1/roles', { name: 'x-unknown', permissions: [{ name: 'make.coffee' }] });
    expect(unknown.status).toBe(422);
    expect(await roleByName('x-unknown')).toBeUndefined();
    expect((await send('POST', '/api/v1/roles', { name: '' })).status).toBe(422);
  });

  it('changes what members may do at their next request', async () => {
    const role = await createRole({ permissions: [{ name: 'music.view' }] });
    const user = await createUser({ roles: [] });
    const { headers } = await loginAs(user.id);
    expect((await send('POST', `/api/v1/roles/${role.id}/add-users`, { userIds: [user.id] })).status).toBe(200);
    expect((await request('/api/v1/users', { headers })).status).toBe(403);
    const put = await send('PUT', `/api/v1/roles/${role.id}`, { name: role.name, permissions: [{ name: 'users.update' }] });
    expect(put.status).toBe(200);
    expect((await request('/api/v1/users', { headers })).status).toBe(200);
    expect((await send('POST', `/api/v1/roles/${role.id}/remove-users`, { userIds: [user.id] })).status).toBe(200);
    expect((await request('/api/v1/users', { headers })).status).toBe(403);
  });

  it('moves the default and visitors’ flags instead of dropping them', async () => {
    const role = await createRole();
    expect((await send('PUT', `/api/v1/roles/${role.id}`, { name: role.name, default: true })).status).toBe(200);
    expect((await roleByName('users')).default).toBe(false);
    expect((await roleByName(role.name)).default).toBe(true);
    const drop = await send('PUT', `/api/v1/roles/${role.id}`, { name: role.name, default: false });
    expect(drop.status).toBe(422);
    // Put it back for the other tests: the users role is the one new accounts get.
    const usersRole = await roleByName('users');
    const back = await send('PUT', `/api/v1/roles/${usersRole.id}`, {
      name: 'users',
      description: usersRole.description,
      default: true,
      permissions: (await (await request(`/api/v1/roles/${usersRole.id}`, { headers: await adminHeaders() })).json<any>()).role.permissions,
    });
    expect(back.status).toBe(200);
    expect((await roleByName(role.name)).default).toBe(false);
  });

  it('refuses to make visitors administrators, and reaches guests through the snapshot at once', async () => {
    const guests = await roleByName('guests');
    const current = (await (await request(`/api/v1/roles/${guests.id}`, { headers: await adminHeaders() })).json<any>()).role;
    expect((await send('PUT', `/api/v1/roles/${guests.id}`, { name: 'guests', guests: true, permissions: [{ name: 'admin' }] })).status).toBe(422);
    const without = current.permissions.filter((p: any) => p.name !== 'music.play');
    expect((await send('PUT', `/api/v1/roles/${guests.id}`, { name: 'guests', guests: true, description: current.description, permissions: without })).status).toBe(200);
    const boot = await (await request('/api/v1/bootstrap-data')).json<any>();
    expect(boot.bootstrapData.guest_role.permissions.map((p: any) => p.name)).not.toContain('music.play');
    expect((await send('PUT', `/api/v1/roles/${guests.id}`, { name: 'guests', guests: true, description: current.description, permissions: current.permissions })).status).toBe(200);
  });

  it('deletes a role, but not the default or visitors’ role, nor the last one that makes anyone an administrator', async () => {
    const role = await createRole();
    expect((await send('DELETE', `/api/v1/roles/${role.id}`)).status).toBe(200);
    expect(await roleByName(role.name)).toBeUndefined();
    expect((await send('DELETE', `/api/v1/roles/${(await roleByName('users')).id}`)).status).toBe(422);
    expect((await send('DELETE', `/api/v1/roles/${(await roleByName('guests')).id}`)).status).toBe(422);

    // With the seeded admin as the only administrator, the admin role stays.
    const adminRole = await roleByName('admin');
    const [seeded] = await db().select().from(users).where(eq(users.email, 'admin@example.com'));
    for (const row of await db().select().from(userRoles).where(eq(userRoles.role_id, adminRole.id))) {
      if (row.user_id !== seeded.id) await db().delete(userRoles).where(eq(userRoles.user_id, row.user_id));
    }
    expect((await send('DELETE', `/api/v1/roles/${adminRole.id}`)).status).toBe(422);
    expect((await send('POST', `/api/v1/roles/${adminRole.id}/remove-users`, { userIds: [seeded.id] })).status).toBe(422);
    expect((await send('DELETE', '/api/v1/roles/99999999')).status).toBe(404);
  });

  it('is for roles.update only, and validates ids', async () => {
    const listener = await createUser();
    const { headers } = await loginAs(listener.id);
    expect((await postJson('/api/v1/roles', { name: 'sneaky' }, headers)).status).toBe(403);
    const role = await createRole();
    expect((await send('POST', `/api/v1/roles/${role.id}/add-users`, { userIds: [99999999] })).status).toBe(422);
    expect((await send('POST', `/api/v1/roles/${role.id}/add-users`, { userIds: [] })).status).toBe(422);
  });

  it('gives a role only to users that still exist, while the role does, rather than failing (the API fuzz found the race)', async () => {
    const role = await createRole();
    const [kept, gone] = [await createUser(), await createUser()];
    await db().delete(users).where(eq(users.id, gone.id));
    await giveRole(db(), role.id, [gone.id, kept.id]).run();
    const members = async (roleId: number) => (await db().select().from(userRoles).where(eq(userRoles.role_id, roleId))).map((r) => r.user_id);
    expect(await members(role.id)).toEqual([kept.id]);
    // And nothing at all for a role deleted meanwhile.
    const other = await createRole();
    await db().delete(roles).where(eq(roles.id, other.id));
    await giveRole(db(), other.id, [kept.id]).run();
    expect(await members(other.id)).toEqual([]);
  });
});
