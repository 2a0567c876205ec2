import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { users } from '../../db/users';
import { workspaceInvites, workspaceMembers, workspaces } from '../../db/workspaces';
import type { WorkspaceInvitePayload, WorkspaceMemberPayload, WorkspacePayload, WorkspaceRoleId } from './workspace-types';

/** Counted over the members' primary key (workspace_id first): no table read. */
const membersCount = sql<number>`(SELECT count(*) FROM workspace_members c WHERE c.workspace_id = ${workspaces.id})`;

const workspaceColumns = {
  id: workspaces.id,
  name: workspaces.name,
  owner_id: workspaces.owner_id,
  members_count: membersCount,
  role_id: sql<WorkspaceRoleId>`${workspaceMembers.role_id}`,
  created_at: workspaces.created_at,
  updated_at: workspaces.updated_at,
};

/** Workspaces with the caller's membership row (its role). */
const memberships = (db: Db, where: SQL | undefined) =>
  db.select(workspaceColumns).from(workspaceMembers).innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspace_id)).where(where);

/** GET me/workspaces: the workspaces the user belongs to, by name (workspace_members_user_idx). */
export const workspacesOf = (db: Db, userId: number) => memberships(db, eq(workspaceMembers.user_id, userId)).orderBy(asc(workspaces.name), asc(workspaces.id));

/** One workspace as its member `userId` sees it; none when they are not a member. */
export const workspaceFor = (db: Db, workspaceId: number, userId: number) =>
  memberships(db, and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.user_id, userId))).limit(1);

export async function loadWorkspaceFor(db: Db, workspaceId: number, userId: number): Promise<WorkspacePayload | null> {
  const [row] = await workspaceFor(db, workspaceId, userId);
  return row ?? null;
}

/** Members, the owner first, then by when they joined. */
export function membersOf(db: Db, workspaceId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      role_id: sql<WorkspaceRoleId>`${workspaceMembers.role_id}`,
      joined_at: workspaceMembers.created_at,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.user_id))
    .where(eq(workspaceMembers.workspace_id, workspaceId))
    .orderBy(asc(workspaceMembers.role_id), asc(workspaceMembers.created_at)) satisfies PromiseLike<WorkspaceMemberPayload[]>;
}

export const inviteColumns = {
  id: workspaceInvites.id,
  email: workspaceInvites.email,
  role_id: sql<WorkspaceRoleId>`${workspaceInvites.role_id}`,
  expires_at: workspaceInvites.expires_at,
  created_at: workspaceInvites.created_at,
};

/** Pending invites (workspace_invites_email_unique leads with workspace_id). */
export function invitesOf(db: Db, workspaceId: number) {
  return db
    .select(inviteColumns)
    .from(workspaceInvites)
    .where(and(eq(workspaceInvites.workspace_id, workspaceId), sql`${workspaceInvites.expires_at} > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`))
    .orderBy(asc(workspaceInvites.email)) satisfies PromiseLike<WorkspaceInvitePayload[]>;
}
