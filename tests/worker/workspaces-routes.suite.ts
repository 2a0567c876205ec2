import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { workspaceItems, workspaceMembers, workspaces } from '../../db/workspaces';
import { permissions, rolePermissions, roles } from '../../db/roles';
import { createUser, db, guestHeaders, request } from './support/http';
import { addMember, browserFor, createInvite, createWorkspace, workspaceCreator } from './support/workspace-fixtures';
import { WORKSPACE_ROLES } from '../../worker/workspaces/workspace-types';

describe('POST /api/v1/workspace', () => {
  it('creates a workspace owned by its creator, who is its first member', async () => {
    const owner = await workspaceCreator();
    const res = await (await browserFor(owner.id)).post('/api/v1/workspace', { name: '  Velvet Crew ' });
    expect(res.status).toBe(201);
    const { workspace } = await res.json<any>();
    expect(workspace).toMatchObject({ name: 'Velvet Crew', owner_id: owner.id, members_count: 1, role_id: WORKSPACE_ROLES.owner });
    const members = await db().select().from(workspaceMembers).where(eq(workspaceMembers.workspace_id, workspace.id));
    expect(members).toMatchObject([{ user_id: owner.id, role_id: WORKSPACE_ROLES.owner }]);
  });

  it('needs the workspaces.create permission (403), and login (401)', async () => {
    const listener = await createUser();
    expect((await (await browserFor(listener.id)).post('/api/v1/workspace', { name: 'Nope' })).status).toBe(403);
    const guest = await request('/api/v1/workspace', {
      method: 'POST',
      headers: { ...guestHeaders(), 'Content-Type': 'application/json' },
      body: '{"name":"x"}',
    });
    expect(guest.status).toBe(401);
  });

  it("refuses a workspace over the permission's count restriction", async () => {
    const owner = await workspaceCreator({ count: 1 });
    const browser = await browserFor(owner.id);
    expect((await browser.post('/api/v1/workspace', { name: 'One' })).status).toBe(201);
    const res = await browser.post('/api/v1/workspace', { name: 'Two' });
    expect(res.status).toBe(403);
    expect((await res.json<any>()).message).toBe('You can own at most 1 workspaces. Delete one to create another.');
  });

  it('answers 422 with field messages for a bad name, and creates nothing', async () => {
    const owner = await workspaceCreator();
    const browser = await browserFor(owner.id);
    for (const [body, message] of [
      [{}, 'The name field is required.'],
      [{ name: '   ' }, 'The name field is required.'],
      [{ name: 'x'.repeat(101) }, 'The name may not be greater than 100 characters.'],
      [{ name: 42 }, 'The name field is required.'],
    ] as const) {
      const res = await browser.post('/api/v1/workspace', body);
      expect(res.status).toBe(422);
      expect((await res.json<any>()).errors.name).toEqual([message]);
    }
    expect(await db().select().from(workspaces).where(eq(workspaces.owner_id, owner.id))).toEqual([]);
  });
});

describe('GET /api/v1/me/workspaces', () => {
  it("lists the caller's workspaces by name with their role and members count, and nobody else's", async () => {
    const user = await workspaceCreator();
    const other = await createUser();
    const mine = await createWorkspace(user.id, 'Zebra');
    const joined = await createWorkspace(other.id, 'Alpha');
    await addMember(joined.id, user.id, WORKSPACE_ROLES.admin);
    await createWorkspace(other.id, 'Not mine');
    const res = await (await browserFor(user.id)).get('/api/v1/me/workspaces');
    expect(res.status).toBe(200);
    const { workspaces: list } = await res.json<any>();
    expect(list.map((w: any) => [w.name, w.role_id, w.members_count])).toEqual([
      ['Alpha', WORKSPACE_ROLES.admin, 2],
      ['Zebra', WORKSPACE_ROLES.owner, 1],
    ]);
    expect(list[1].id).toBe(mine.id);
  });

  it('needs login', async () => {
    expect((await request('/api/v1/me/workspaces')).status).toBe(401);
  });
});

describe('GET /api/v1/workspace/{id}', () => {
  it('shows members to every member, and pending invites only to those who may invite', async () => {
    const owner = await workspaceCreator({ member_count: 5 });
    const member = await createUser();
    const workspace = await createWorkspace(owner.id);
    await addMember(workspace.id, member.id);
    await createInvite(workspace.id, 'pending@example.com');
    await createInvite(workspace.id, 'old@example.com', { expiresAt: new Date(Date.now() - 1000) });

    const asOwner = await (await (await browserFor(owner.id)).get(`/api/v1/workspace/${workspace.id}`)).json<any>();
    expect(asOwner.workspace.members.map((m: any) => [m.id, m.role_id])).toEqual([
      [owner.id, WORKSPACE_ROLES.owner],
      [member.id, WORKSPACE_ROLES.member],
    ]);
    expect(asOwner.workspace.invites.map((i: any) => i.email)).toEqual(['pending@example.com']);
    expect(asOwner.workspace.member_limit).toBe(5);

    const asMember = await (await (await browserFor(member.id)).get(`/api/v1/workspace/${workspace.id}`)).json<any>();
    expect(asMember.workspace.members).toHaveLength(2);
    expect(asMember.workspace.invites).toEqual([]);
  });

  it('answers 404 to a stranger and for an unknown id', async () => {
    const workspace = await createWorkspace((await createUser()).id);
    const stranger = await browserFor((await createUser()).id);
    expect((await stranger.get(`/api/v1/workspace/${workspace.id}`)).status).toBe(404);
    expect((await stranger.get('/api/v1/workspace/999999')).status).toBe(404);
  });
});

describe('PUT /api/v1/workspace/{id}', () => {
  it('lets the owner and admins rename it, not members (403) or strangers (404)', async () => {
    const owner = await createUser();
    const [admin, member, stranger] = [await createUser(), await createUser(), await createUser()];
    const workspace = await createWorkspace(owner.id, 'Before');
    await addMember(workspace.id, admin.id, WORKSPACE_ROLES.admin);
    await addMember(workspace.id, member.id);
    const path = `/api/v1/workspace/${workspace.id}`;
    expect((await (await browserFor(member.id)).put(path, { name: 'Member' })).status).toBe(403);
    expect((await (await browserFor(stranger.id)).put(path, { name: 'Stranger' })).status).toBe(404);
    const res = await (await browserFor(admin.id)).put(path, { name: 'After' });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).workspace).toMatchObject({ name: 'After', role_id: WORKSPACE_ROLES.admin });
    expect((await (await browserFor(owner.id)).put(path, { name: '' })).status).toBe(422);
  });
});

describe('DELETE /api/v1/workspace/{id}', () => {
  it("is the owner's alone; members, invites and the hold on content go, the content stays", async () => {
    const owner = await createUser();
    const admin = await createUser();
    const workspace = await createWorkspace(owner.id);
    await addMember(workspace.id, admin.id, WORKSPACE_ROLES.admin);
    await createInvite(workspace.id, 'someone@example.com');
    await db().insert(workspaceItems).values({ item_type: 'track', item_id: 987654, workspace_id: workspace.id });
    const path = `/api/v1/workspace/${workspace.id}`;
    expect((await (await browserFor(admin.id)).delete(path)).status).toBe(403);
    expect((await (await browserFor(owner.id)).delete(path)).status).toBe(200);
    expect(await db().select().from(workspaces).where(eq(workspaces.id, workspace.id))).toEqual([]);
    expect(await db().select().from(workspaceMembers).where(eq(workspaceMembers.workspace_id, workspace.id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(workspaceItems)
        .where(and(eq(workspaceItems.item_type, 'track'), eq(workspaceItems.item_id, 987654))),
    ).toEqual([]);
    expect((await (await browserFor(owner.id)).get(path)).status).toBe(404);
  });
});

describe('permission workspaces.create', () => {
  it('is seeded with its two restrictions, and the artists role may create up to 3 workspaces of 10 members', async () => {
    const artist = await createUser({ roles: ['artists'] });
    const browser = await browserFor(artist.id);
    for (const name of ['One', 'Two', 'Three']) expect((await browser.post('/api/v1/workspace', { name })).status).toBe(201);
    const fourth = await browser.post('/api/v1/workspace', { name: 'Four' });
    expect(fourth.status).toBe(403);
    const [granted] = await db()
      .select({ restrictions: rolePermissions.restrictions, definitions: permissions.restrictions })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
      .innerJoin(roles, eq(roles.id, rolePermissions.role_id))
      .where(and(eq(roles.name, 'artists'), eq(permissions.name, 'workspaces.create')));
    expect(granted.restrictions).toEqual([
      { name: 'count', value: 3 },
      { name: 'member_count', value: 10 },
    ]);
    expect(granted.definitions.map((r) => r.name)).toEqual(['count', 'member_count']);
  });

  it("reaches a database seeded before it, once, through migration 0017's data statements", async () => {
    const migration = env.TEST_MIGRATIONS.find((m: { name: string }) => m.name.startsWith('0017_'))!;
    for (let run = 0; run < 2; run++) for (const query of migration.queries) await env.DB.prepare(query).run();
    expect(await db().select().from(permissions).where(eq(permissions.name, 'workspaces.create'))).toHaveLength(1);
    const grants = await db()
      .select()
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
      .where(eq(permissions.name, 'workspaces.create'));
    expect(grants).toHaveLength(1);
  });
});
