import { eq } from 'drizzle-orm';
import { permissions, userPermissions } from '../../../db/roles';
import { workspaceInvites, workspaceMembers, workspaces } from '../../../db/workspaces';
import { WORKSPACES_PERMISSION } from '../../../worker/workspaces/workspace-limits';
import { WORKSPACE_ROLES } from '../../../worker/workspaces/workspace-types';
import { SESSION_COOKIE } from '../../../worker/auth/sessions';
import { createUser, db, loginAs } from './http';
import { TestBrowser } from './test-browser';

/** The permission row (its definition is the seed's; tests add it where the seed lacks it). */
async function workspacesPermissionId(): Promise<number> {
  await db()
    .insert(permissions)
    .values({
      name: WORKSPACES_PERMISSION,
      display_name: WORKSPACES_PERMISSION,
      group: 'workspaces',
      restrictions: [
        { name: 'count', description: 'How many workspaces a user may own.' },
        { name: 'member_count', description: 'How many members each workspace may have.' },
      ],
    })
    .onConflictDoNothing();
  const [row] = await db().select({ id: permissions.id }).from(permissions).where(eq(permissions.name, WORKSPACES_PERMISSION));
  return row.id;
}

/** A user who may create workspaces, with the given restrictions (none: unlimited). */
export async function workspaceCreator(limits: { count?: number; member_count?: number } = {}, options: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(options);
  await db()
    .insert(userPermissions)
    .values({
      user_id: user.id,
      permission_id: await workspacesPermissionId(),
      restrictions: Object.entries(limits).map(([name, value]) => ({ name, value })),
    });
  return user;
}

/** A workspace owned by `ownerId`, written straight to D1. */
export async function createWorkspace(ownerId: number, name = `Team ${crypto.randomUUID().slice(0, 6)}`) {
  const [workspace] = await db().insert(workspaces).values({ name, owner_id: ownerId }).returning();
  await db().insert(workspaceMembers).values({ workspace_id: workspace.id, user_id: ownerId, role_id: WORKSPACE_ROLES.owner });
  return workspace;
}

export async function addMember(workspaceId: number, userId: number, roleId: number = WORKSPACE_ROLES.member) {
  await db().insert(workspaceMembers).values({ workspace_id: workspaceId, user_id: userId, role_id: roleId });
}

/** A pending invite (or an expired one, with `expiresAt` in the past). */
export async function createInvite(workspaceId: number, email: string, options: { roleId?: number; expiresAt?: Date } = {}) {
  const [invite] = await db()
    .insert(workspaceInvites)
    .values({
      id: crypto.randomUUID(),
      workspace_id: workspaceId,
      email,
      role_id: options.roleId ?? WORKSPACE_ROLES.member,
      expires_at: (options.expiresAt ?? new Date(Date.now() + 86_400_000)).toISOString(),
    })
    .returning();
  return invite;
}

/** A signed-in TestBrowser (cookies, XSRF, its own address) for `userId`, with the session login makes. */
export async function browserFor(userId: number): Promise<TestBrowser> {
  const browser = new TestBrowser();
  const { headers } = await loginAs(userId);
  const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(headers.Cookie)![1];
  browser.cookies.set(SESSION_COOKIE, token);
  return browser;
}
