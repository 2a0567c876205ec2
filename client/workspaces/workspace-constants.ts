import type {
  DEFAULT_WORKSPACE as WORKER_DEFAULT_WORKSPACE,
  INVITE_EMAILS_MAX as WORKER_INVITE_EMAILS_MAX,
  WORKSPACE_NAME_MAX as WORKER_WORKSPACE_NAME_MAX,
  WORKSPACE_ROLES as WORKER_WORKSPACE_ROLES,
  WorkspaceAbility,
  WorkspaceRoleId,
} from '../../worker/workspaces/workspace-types';

export type {
  WorkspaceDetailPayload,
  WorkspaceInvitePayload,
  WorkspaceMemberPayload,
  WorkspacePayload,
  WorkspaceRoleId,
} from '../../worker/workspaces/workspace-types';

/*
 * The worker's workspace contract (worker/workspaces/workspace-types.ts). The
 * client may import only its types (eslint.config.js), so these annotations
 * fail to compile if the two copies drift apart.
 */

/** SPEC section 3: the personal workspace every user has (id 0, name Default). */
export const DEFAULT_WORKSPACE: typeof WORKER_DEFAULT_WORKSPACE = {
  id: 0,
  name: 'Default',
  members_count: 1,
};

export const WORKSPACE_ROLES: typeof WORKER_WORKSPACE_ROLES = {
  owner: 1,
  admin: 2,
  member: 3,
};

/** Roles an invite or a role change may give: a workspace has one owner, its creator. */
export const ASSIGNABLE_ROLES: readonly WorkspaceRoleId[] = [WORKSPACE_ROLES.admin, WORKSPACE_ROLES.member];

/** A role's name, translated (the literals stay in the call, so the English keys collect them). */
export const roleLabel = (trans: (key: string) => string, roleId: number) =>
  trans(roleId === WORKSPACE_ROLES.owner ? 'Owner' : roleId === WORKSPACE_ROLES.admin ? 'Admin' : 'Member');

const ABILITIES: Record<WorkspaceAbility, readonly WorkspaceRoleId[]> = {
  rename: [WORKSPACE_ROLES.owner, WORKSPACE_ROLES.admin],
  invite: [WORKSPACE_ROLES.owner, WORKSPACE_ROLES.admin],
  manageMembers: [WORKSPACE_ROLES.owner, WORKSPACE_ROLES.admin],
  delete: [WORKSPACE_ROLES.owner],
};

/** What a role may do (docs/api/workspaces.md, Roles); the server checks the same on every request. */
export const roleMay = (roleId: number, ability: WorkspaceAbility) => (ABILITIES[ability] as readonly number[]).includes(roleId);

export const WORKSPACE_NAME_MAX: typeof WORKER_WORKSPACE_NAME_MAX = 100;
export const INVITE_EMAILS_MAX: typeof WORKER_INVITE_EMAILS_MAX = 20;

/** The permission that lets a user create workspaces (worker/workspaces/workspace-limits.ts). */
export const WORKSPACES_CREATE_PERMISSION = 'workspaces.create';
