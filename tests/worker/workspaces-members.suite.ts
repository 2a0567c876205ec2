import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { workspaceMembers } from '../../db/workspaces';
import { createUser, db } from './support/http';
import { addMember, browserFor, createWorkspace } from './support/workspace-fixtures';
import { WORKSPACE_ROLES } from '../../worker/workspaces/workspace-types';

const roleOf = async (workspaceId: number, userId: number) =>
  (
    await db()
      .select()
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.user_id, userId)))
  )[0]?.role_id;

async function team() {
  const [owner, admin, member, stranger] = [await createUser(), await createUser(), await createUser(), await createUser()];
  const workspace = await createWorkspace(owner.id);
  await addMember(workspace.id, admin.id, WORKSPACE_ROLES.admin);
  await addMember(workspace.id, member.id);
  return { workspace, owner, admin, member, stranger };
}

describe('POST /api/v1/workspace/{id}/member/{userId}/change-role', () => {
  it('lets owners and admins move others between admin and member, never the owner', async () => {
    const { workspace, owner, admin, member } = await team();
    const path = (userId: number) => `/api/v1/workspace/${workspace.id}/member/${userId}/change-role`;
    const asAdmin = await browserFor(admin.id);
    const res = await asAdmin.post(path(member.id), { roleId: WORKSPACE_ROLES.admin });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).member).toMatchObject({ id: member.id, role_id: WORKSPACE_ROLES.admin });
    expect(await roleOf(workspace.id, member.id)).toBe(WORKSPACE_ROLES.admin);

    const ownerChange = await asAdmin.post(path(owner.id), { roleId: WORKSPACE_ROLES.member });
    expect(ownerChange.status).toBe(403);
    expect((await ownerChange.json<any>()).message).toBe("The workspace owner's role cannot change, and the owner cannot be removed.");
    expect(await roleOf(workspace.id, owner.id)).toBe(WORKSPACE_ROLES.owner);

    expect((await asAdmin.post(path(member.id), { roleId: WORKSPACE_ROLES.owner })).status).toBe(422);
    expect((await asAdmin.post(path(999999), { roleId: WORKSPACE_ROLES.member })).status).toBe(404);
  });

  it('refuses members (403) and strangers (404)', async () => {
    const { workspace, admin, member, stranger } = await team();
    const path = `/api/v1/workspace/${workspace.id}/member/${admin.id}/change-role`;
    expect((await (await browserFor(member.id)).post(path, { roleId: WORKSPACE_ROLES.member })).status).toBe(403);
    expect((await (await browserFor(stranger.id)).post(path, { roleId: WORKSPACE_ROLES.member })).status).toBe(404);
    expect(await roleOf(workspace.id, admin.id)).toBe(WORKSPACE_ROLES.admin);
  });
});

describe('DELETE /api/v1/workspace/{id}/member/{userId}', () => {
  it('lets a member leave, and owners and admins remove others', async () => {
    const { workspace, admin, member } = await team();
    const leaver = await createUser();
    await addMember(workspace.id, leaver.id);
    expect((await (await browserFor(leaver.id)).delete(`/api/v1/workspace/${workspace.id}/member/${leaver.id}`)).status).toBe(200);
    expect(await roleOf(workspace.id, leaver.id)).toBeUndefined();
    expect((await (await browserFor(admin.id)).delete(`/api/v1/workspace/${workspace.id}/member/${member.id}`)).status).toBe(200);
    expect(await roleOf(workspace.id, member.id)).toBeUndefined();
    expect((await (await browserFor(admin.id)).delete(`/api/v1/workspace/${workspace.id}/member/${member.id}`)).status).toBe(404);
  });

  it('never removes the owner, who cannot leave either; members cannot remove others', async () => {
    const { workspace, owner, admin, member, stranger } = await team();
    const ownerPath = `/api/v1/workspace/${workspace.id}/member/${owner.id}`;
    expect((await (await browserFor(admin.id)).delete(ownerPath)).status).toBe(403);
    expect((await (await browserFor(owner.id)).delete(ownerPath)).status).toBe(403);
    expect((await (await browserFor(member.id)).delete(`/api/v1/workspace/${workspace.id}/member/${admin.id}`)).status).toBe(403);
    expect((await (await browserFor(stranger.id)).delete(`/api/v1/workspace/${workspace.id}/member/${member.id}`)).status).toBe(404);
    expect(await roleOf(workspace.id, owner.id)).toBe(WORKSPACE_ROLES.owner);
    expect(await roleOf(workspace.id, admin.id)).toBe(WORKSPACE_ROLES.admin);
  });
});
