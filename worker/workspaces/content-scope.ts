import { sql, type SQL } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { isoNow } from '../../db/columns';
import { workspaceItems, type WorkspaceItemType } from '../../db/workspaces';
import { forbidden, unauthenticated } from '../http/errors';
import { userHasPermission, type AuthUser } from '../permissions/auth-user';
import { roleMay } from './workspace-types';

declare module 'hono' {
  interface ContextVariableMap {
    /** The caller's role in the workspace the request is scoped to (null in the default workspace). */
    workspaceRole: number | null;
  }
}

/**
 * The workspace a request acts in (SPEC section 7: the `workspaceId` query
 * parameter the client adds) and who acts. Content created in a workspace
 * belongs to it (workspace_items); content without a row is its creator's,
 * in the default workspace 0.
 */
export type ContentScope = { workspaceId: number; user: AuthUser; role: number | null };

/**
 * Backstage and file-entry routes: a request scoped to a workspace must come
 * from one of its members, administrators included (403 otherwise). The
 * membership comes with the user: from D1 on every write, so a removed
 * member can change nothing at once, and on reads from the user's snapshot,
 * within its bound (docs/decisions/020).
 */
export const requireWorkspaceScope = createMiddleware<AppEnv>(async (c, next) => {
  const workspaceId = c.get('workspaceId');
  c.set('workspaceRole', null);
  if (workspaceId !== 0) {
    const user = c.get('user');
    if (!user) throw unauthenticated();
    const member = user.workspaces.find((w) => w.id === workspaceId);
    if (!member) throw forbidden();
    c.set('workspaceRole', member.role_id);
  }
  await next();
});

/** The scope of a request that passed requireAuth and requireWorkspaceScope. */
export const scopeOf = (c: Context<AppEnv>): ContentScope => ({
  workspaceId: c.get('workspaceId'),
  user: c.get('user')!,
  role: c.get('workspaceRole') ?? null,
});

/** The workspace holding an item, or 0: a correlated lookup on workspace_items' primary key. `id` names the outer column in full. */
export const holderOf = (type: WorkspaceItemType, id: SQL) =>
  sql<number>`coalesce((SELECT wi.workspace_id FROM workspace_items wi WHERE wi.item_type = ${type} AND wi.item_id = ${id}), 0)`;

/**
 * Who may edit an item: in a workspace, any member (the middleware checked
 * membership) edits what the workspace holds; in the default workspace, the
 * creator edits their own personal items, and an administrator anything.
 */
export function mayEditIn(scope: ContentScope, item: { owner_id: number | null; workspace_id: number }): boolean {
  if (scope.workspaceId !== 0) return item.workspace_id === scope.workspaceId;
  if (userHasPermission(scope.user, 'admin')) return true;
  return item.workspace_id === 0 && item.owner_id === scope.user.id;
}

/** SQL for "in this scope": held by the workspace, or (default workspace) the user's own and held by none. */
export function inScope(scope: ContentScope, type: WorkspaceItemType, id: SQL, ownerId: SQL): SQL {
  return scope.workspaceId !== 0 ? sql`${holderOf(type, id)} = ${scope.workspaceId}` : sql`${ownerId} = ${scope.user.id} AND ${holderOf(type, id)} = 0`;
}

/** Workspace owners and admins manage everything the workspace holds; members their own uploads. */
export const managesWorkspaceContent = (scope: ContentScope) => scope.role !== null && roleMay(scope.role, 'manageMembers');

/** Records new items in the scope's workspace (for the batch that creates them); nothing in the default workspace. One JSON parameter for any number of ids. */
export function recordInScope(db: Db, scope: Pick<ContentScope, 'workspaceId'>, type: WorkspaceItemType, ids: number[]) {
  if (scope.workspaceId === 0 || !ids.length) return [];
  return [
    db
      .insert(workspaceItems)
      .select(sql`SELECT ${type}, value, ${scope.workspaceId}, ${isoNow} FROM json_each(${JSON.stringify(ids)}) WHERE true`)
      .onConflictDoNothing(),
  ];
}
