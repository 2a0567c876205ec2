import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { workspaceMembers } from '../../db/workspaces';
import { createUser, db } from './support/http';
import { addMember, createInvite, createWorkspace, workspaceCreator } from './support/workspace-fixtures';
import { workspaceHub } from '../../worker/workspaces/workspace-hub';

const membersOf = (workspaceId: number) => db().select().from(workspaceMembers).where(eq(workspaceMembers.workspace_id, workspaceId));

// DESIGN section 4: the WorkspaceHub serializes joins, declines and removals per workspace.
describe('WorkspaceHub', () => {
  // Each race runs a few rounds: without the hub's serialization, at least one round lets two through.
  it('lets only one of several invitees racing for the last seat join', async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await workspaceCreator({ member_count: 2 });
      const workspace = await createWorkspace(owner.id);
      const invitees = await Promise.all(Array.from({ length: 6 }, () => createUser()));
      const invites = await Promise.all(invitees.map((user) => createInvite(workspace.id, user.email)));
      const hub = workspaceHub(env, workspace.id);
      // Awake first, so the joins reach it together.
      await hub.removeMember(workspace.id, 0);
      const results = await Promise.all(invitees.map((user, i) => hub.join(invites[i].id, user)));
      expect(results.filter((r) => r.status === 'joined')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'full')).toHaveLength(5);
      expect(await membersOf(workspace.id)).toHaveLength(2);
    }
  });

  it('uses an invite once, however many tabs click Join or Decline at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const workspace = await createWorkspace((await createUser()).id);
      const invitee = await createUser();
      const invite = await createInvite(workspace.id, invitee.email);
      const hub = workspaceHub(env, workspace.id);
      await hub.removeMember(workspace.id, 0);
      const results = await Promise.all([...Array.from({ length: 5 }, () => hub.join(invite.id, invitee)), hub.decline(invite.id, invitee)]);
      expect(results.filter((r) => r.status !== 'gone')).toHaveLength(1);
      expect(results[0].status).toBe('joined');
      expect(await membersOf(workspace.id)).toHaveLength(2);
    }
  });

  it('removes members but never the owner', async () => {
    const owner = await createUser();
    const member = await createUser();
    const workspace = await createWorkspace(owner.id);
    await addMember(workspace.id, member.id);
    const hub = workspaceHub(env, workspace.id);
    expect(await hub.removeMember(workspace.id, owner.id)).toEqual({ status: 'owner' });
    expect(await hub.removeMember(workspace.id, member.id)).toEqual({ status: 'removed' });
    expect(await hub.removeMember(workspace.id, member.id)).toEqual({ status: 'not-member' });
    expect(
      await db()
        .select()
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspace_id, workspace.id), eq(workspaceMembers.user_id, owner.id))),
    ).toHaveLength(1);
  });
});
