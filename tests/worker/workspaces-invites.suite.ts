import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notificationCounts, notifications } from '../../db/notifications';
import { workspaceInvites, workspaceMembers } from '../../db/workspaces';
import { createUser, db } from './support/http';
import { emailsTo, waitForEmailsTo } from './support/mail';
import { setSettings, TestBrowser } from './support/test-browser';
import { addMember, browserFor, createInvite, createWorkspace, workspaceCreator } from './support/workspace-fixtures';
import { WORKSPACE_ROLES } from '../../worker/workspaces/workspace-types';

const notificationsOf = (userId: number) => db().select().from(notifications).where(eq(notifications.user_id, userId));
const unreadOf = async (userId: number) => (await db().select().from(notificationCounts).where(eq(notificationCounts.user_id, userId)))[0]?.unread ?? 0;
const membership = (workspaceId: number, userId: number) =>
  db()
    .select()
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.user_id, userId)));

async function teamWithOwner(limits: { member_count?: number } = {}) {
  const owner = await workspaceCreator(limits);
  const workspace = await createWorkspace(owner.id, 'Harbor Crew');
  return { owner, workspace, browser: await browserFor(owner.id) };
}

describe('POST /api/v1/workspace/{id}/invite', () => {
  it('gives an existing user a Join/Decline notification and its email, and an unknown address a register link', async () => {
    const { workspace, browser, owner } = await teamWithOwner();
    const invitee = await createUser();
    const unknown = `new-${crypto.randomUUID()}@example.com`;
    const res = await browser.post(`/api/v1/workspace/${workspace.id}/invite`, {
      emails: [invitee.email.toUpperCase(), unknown],
      roleId: WORKSPACE_ROLES.admin,
    });
    expect(res.status).toBe(200);
    const { invites } = await res.json<any>();
    expect(invites.map((i: any) => [i.email, i.role_id])).toEqual([
      [invitee.email, WORKSPACE_ROLES.admin],
      [unknown, WORKSPACE_ROLES.admin],
    ]);

    const [notification] = await notificationsOf(invitee.id);
    expect(notification).toMatchObject({ type: 'workspace.invite', invite_id: invites[0].id, read_at: null });
    expect(notification.data).toMatchObject({
      inviteId: invites[0].id,
      buttonActions: [
        { label: 'Join', action: 'workspace.join' },
        { label: 'Decline', action: 'workspace.decline' },
      ],
    });
    expect(notification.data.lines[0].content).toBe(`<strong>${owner.name}</strong> invited you to join <strong>Harbor Crew</strong>`);
    expect(await unreadOf(invitee.id)).toBe(1);
    const [inviteeEmail] = await waitForEmailsTo(invitee.email);
    expect(inviteeEmail.subject).toBe(`${owner.name} invited you to join Harbor Crew`);
    expect(inviteeEmail.body_text).toContain('https://music.test/notifications');

    const [registerEmail] = await emailsTo(unknown);
    const link = new URL(/https:\/\/\S+\/workspace\/join\/register\S*/.exec(registerEmail.body_text)![0]);
    expect(Object.fromEntries(link.searchParams)).toEqual({ email: unknown, invite_id: invites[1].id, invite_type: 'workspace' });
  });

  it('sending again to the same address renews its invite and replaces its notification', async () => {
    const { workspace, browser } = await teamWithOwner();
    const invitee = await createUser();
    const first = (await (await browser.post(`/api/v1/workspace/${workspace.id}/invite`, { emails: [invitee.email], roleId: 3 })).json<any>()).invites[0];
    const second = (await (await browser.post(`/api/v1/workspace/${workspace.id}/invite`, { emails: [invitee.email], roleId: 2 })).json<any>()).invites[0];
    expect(second.id).toBe(first.id);
    expect(second.role_id).toBe(2);
    expect(await notificationsOf(invitee.id)).toHaveLength(1);
    expect(await unreadOf(invitee.id)).toBe(1);
  });

  it('refuses members (403), strangers (404) and bad input (422)', async () => {
    const { workspace, browser } = await teamWithOwner();
    const member = await createUser();
    await addMember(workspace.id, member.id);
    const path = `/api/v1/workspace/${workspace.id}/invite`;
    expect((await (await browserFor(member.id)).post(path, { emails: ['x@example.com'], roleId: 3 })).status).toBe(403);
    expect((await (await browserFor((await createUser()).id)).post(path, { emails: ['x@example.com'], roleId: 3 })).status).toBe(404);
    const cases: [unknown, string, string][] = [
      [{ roleId: 3 }, 'emails', 'The emails field is required.'],
      [{ emails: [], roleId: 3 }, 'emails', 'Enter at least one email address.'],
      [{ emails: ['not an email'], roleId: 3 }, 'emails.0', 'The email must be a valid email address.'],
      [{ emails: Array.from({ length: 21 }, (_, i) => `p${i}@example.com`), roleId: 3 }, 'emails', 'Invite at most 20 people at once.'],
      [{ emails: ['x@example.com'], roleId: 1 }, 'roleId', 'The role must be admin (2) or member (3).'],
      [{ emails: ['x@example.com'] }, 'roleId', 'The role must be admin (2) or member (3).'],
    ];
    for (const [body, field, message] of cases) {
      const res = await browser.post(path, body);
      expect(res.status).toBe(422);
      expect((await res.json<any>()).errors[field]).toEqual([message]);
    }
    const [{ email: memberEmail }] = [member];
    const res = await browser.post(path, { emails: [memberEmail], roleId: 3 });
    expect((await res.json<any>()).errors['emails.0']).toEqual([`${memberEmail} is already a member of this workspace.`]);
    expect(await db().select().from(workspaceInvites).where(eq(workspaceInvites.workspace_id, workspace.id))).toEqual([]);
  });

  it("counts members and pending invites against the owner's member_count restriction", async () => {
    const { workspace, browser } = await teamWithOwner({ member_count: 3 });
    const path = `/api/v1/workspace/${workspace.id}/invite`;
    expect((await browser.post(path, { emails: ['a@example.com', 'b@example.com'], roleId: 3 })).status).toBe(200);
    const res = await browser.post(path, { emails: ['c@example.com'], roleId: 3 });
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.emails).toEqual(['This workspace can have at most 3 members, pending invitations included.']);
    // Re-sending to a pending address takes no new seat.
    expect((await browser.post(path, { emails: ['b@example.com'], roleId: 2 })).status).toBe(200);
  });
});

describe('GET /api/v1/workspace/join/{inviteId}', () => {
  it('joins with the invited role, drops the invite and its notification, and answers the workspace', async () => {
    const { workspace, browser } = await teamWithOwner();
    const invitee = await createUser();
    const [invite] = (await (await browser.post(`/api/v1/workspace/${workspace.id}/invite`, { emails: [invitee.email], roleId: 2 })).json<any>()).invites;
    expect(await unreadOf(invitee.id)).toBe(1);
    const res = await (await browserFor(invitee.id)).get(`/api/v1/workspace/join/${invite.id}`);
    expect(res.status).toBe(200);
    expect((await res.json<any>()).workspace).toMatchObject({ id: workspace.id, role_id: WORKSPACE_ROLES.admin, members_count: 2 });
    expect(await membership(workspace.id, invitee.id)).toMatchObject([{ role_id: WORKSPACE_ROLES.admin }]);
    expect(await db().select().from(workspaceInvites).where(eq(workspaceInvites.id, invite.id))).toEqual([]);
    expect(await notificationsOf(invitee.id)).toEqual([]);
    expect(await unreadOf(invitee.id)).toBe(0);
  });

  it("answers 404 for a used, declined, deleted, expired or someone else's invite", async () => {
    const { workspace, owner } = await teamWithOwner();
    const invitee = await createUser();
    const browser = await browserFor(invitee.id);
    const used = await createInvite(workspace.id, invitee.email);
    expect((await browser.get(`/api/v1/workspace/join/${used.id}`)).status).toBe(200);
    expect((await browser.get(`/api/v1/workspace/join/${used.id}`)).status).toBe(404);

    const other = await createWorkspace(owner.id, 'Other');
    const declined = await createInvite(other.id, invitee.email);
    expect((await browser.delete(`/api/v1/workspace/invite/${declined.id}`)).status).toBe(200);
    expect((await browser.get(`/api/v1/workspace/join/${declined.id}`)).status).toBe(404);

    const expired = await createInvite(other.id, invitee.email, { expiresAt: new Date(Date.now() - 1000) });
    expect((await browser.get(`/api/v1/workspace/join/${expired.id}`)).status).toBe(404);
    expect(await db().select().from(workspaceInvites).where(eq(workspaceInvites.id, expired.id))).toEqual([]);

    const theirs = await createInvite(other.id, 'someone-else@example.com');
    expect((await browser.get(`/api/v1/workspace/join/${theirs.id}`)).status).toBe(404);

    const gone = await createWorkspace(owner.id, 'Gone');
    const deleted = await createInvite(gone.id, invitee.email);
    expect((await (await browserFor(owner.id)).delete(`/api/v1/workspace/${gone.id}`)).status).toBe(200);
    expect((await browser.get(`/api/v1/workspace/join/${deleted.id}`)).status).toBe(404);

    expect((await browser.get(`/api/v1/workspace/join/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await browser.get('/api/v1/workspace/join/not-a-uuid')).status).toBe(404);
    expect(await membership(other.id, invitee.id)).toEqual([]);
  });

  it('answers 403 once the workspace is full, and keeps the invite', async () => {
    const { workspace } = await teamWithOwner({ member_count: 2 });
    await addMember(workspace.id, (await createUser()).id);
    const invitee = await createUser();
    const invite = await createInvite(workspace.id, invitee.email);
    const res = await (await browserFor(invitee.id)).get(`/api/v1/workspace/join/${invite.id}`);
    expect(res.status).toBe(403);
    expect((await res.json<any>()).message).toBe('This workspace is full: it can have at most 2 members.');
    expect(await db().select().from(workspaceInvites).where(eq(workspaceInvites.id, invite.id))).toHaveLength(1);
  });
});

describe('DELETE /api/v1/workspace/invite/{inviteId}', () => {
  it('lets the invitee decline, and an owner or admin cancel; nobody else (404)', async () => {
    const { workspace, browser } = await teamWithOwner();
    const invitee = await createUser();
    const [invite] = (await (await browser.post(`/api/v1/workspace/${workspace.id}/invite`, { emails: [invitee.email], roleId: 3 })).json<any>()).invites;
    expect((await (await browserFor((await createUser()).id)).delete(`/api/v1/workspace/invite/${invite.id}`)).status).toBe(404);
    expect((await (await browserFor(invitee.id)).delete(`/api/v1/workspace/invite/${invite.id}`)).status).toBe(200);
    expect(await notificationsOf(invitee.id)).toEqual([]);
    expect(await unreadOf(invitee.id)).toBe(0);
    expect(await membership(workspace.id, invitee.id)).toEqual([]);

    const cancelled = await createInvite(workspace.id, 'later@example.com');
    expect((await browser.delete(`/api/v1/workspace/invite/${cancelled.id}`)).status).toBe(200);
    expect(await db().select().from(workspaceInvites).where(eq(workspaceInvites.id, cancelled.id))).toEqual([]);
  });
});

describe('POST /api/v1/workspace/{id}/{inviteId}/resend and .../invite/{inviteId}/change-role', () => {
  it('renews the week and tells the invitee again; changes the role it gives', async () => {
    const { workspace, browser } = await teamWithOwner();
    const invite = await createInvite(workspace.id, `later-${crypto.randomUUID()}@example.com`, { expiresAt: new Date(Date.now() + 60_000) });
    const resent = await browser.post(`/api/v1/workspace/${workspace.id}/${invite.id}/resend`);
    expect(resent.status).toBe(200);
    const body = await resent.json<any>();
    expect(Date.parse(body.invite.expires_at)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(await emailsTo(invite.email)).toHaveLength(1);

    const changed = await browser.post(`/api/v1/workspace/${workspace.id}/invite/${invite.id}/change-role`, { roleId: WORKSPACE_ROLES.admin });
    expect((await changed.json<any>()).invite.role_id).toBe(WORKSPACE_ROLES.admin);
    expect((await browser.post(`/api/v1/workspace/${workspace.id}/invite/${invite.id}/change-role`, { roleId: 9 })).status).toBe(422);
    const elsewhere = await createWorkspace((await createUser()).id);
    const foreign = await createInvite(elsewhere.id, 'foreign@example.com');
    expect((await browser.post(`/api/v1/workspace/${workspace.id}/${foreign.id}/resend`)).status).toBe(404);
  });
});

describe('POST /auth/register with a workspace invite', () => {
  it('joins the new account to the workspace and makes it the active one', async () => {
    const { workspace } = await teamWithOwner();
    const email = `invited-${crypto.randomUUID()}@example.com`;
    const invite = await createInvite(workspace.id, email, { roleId: WORKSPACE_ROLES.admin });
    await setSettings({ 'registration.disable': true });
    try {
      const browser = new TestBrowser();
      const res = await browser.post('/auth/register', {
        email,
        password: 'password123',
        password_confirmation: 'password123',
        invite_id: invite.id,
        invite_type: 'workspace',
      });
      expect(res.status).toBe(200);
      const { bootstrapData } = await res.json<any>();
      expect(browser.cookies.get('activeWorkspaceId')).toBe(String(workspace.id));
      expect(await membership(workspace.id, bootstrapData.user.id)).toMatchObject([{ role_id: WORKSPACE_ROLES.admin }]);
    } finally {
      await setSettings({ 'registration.disable': false });
    }
  });
});
