// The workspaces contract (SPEC section 3, Workspace; docs/api/workspaces.md),
// shared by worker and client. Pure values and types only: the client imports this file.

/** SPEC section 3: the personal workspace every user has; it has no row and no other members. */
export const DEFAULT_WORKSPACE = { id: 0, name: 'Default', members_count: 1 } as const;

/** Role ids, as `roleId` in request bodies and `role_id` in answers. */
export const WORKSPACE_ROLES = { owner: 1, admin: 2, member: 3 } as const;
export type WorkspaceRoleName = keyof typeof WORKSPACE_ROLES;
export type WorkspaceRoleId = (typeof WORKSPACE_ROLES)[WorkspaceRoleName];

/** Roles an invite or a role change may give: a workspace has one owner, its creator. */
export const ASSIGNABLE_ROLES = [WORKSPACE_ROLES.admin, WORKSPACE_ROLES.member] as const;

/**
 * What each role may do (the table in docs/api/workspaces.md).
 * Every member may see the workspace and its members, and create, see and
 * edit its music and uploads; only the owner deletes it, and the owner can
 * neither be removed nor leave.
 */
export const WORKSPACE_ABILITIES = {
  rename: [WORKSPACE_ROLES.owner, WORKSPACE_ROLES.admin],
  invite: [WORKSPACE_ROLES.owner, WORKSPACE_ROLES.admin],
  manageMembers: [WORKSPACE_ROLES.owner, WORKSPACE_ROLES.admin],
  delete: [WORKSPACE_ROLES.owner],
} as const satisfies Record<string, readonly WorkspaceRoleId[]>;
export type WorkspaceAbility = keyof typeof WORKSPACE_ABILITIES;

export const roleMay = (roleId: number, ability: WorkspaceAbility) => (WORKSPACE_ABILITIES[ability] as readonly number[]).includes(roleId);

export const roleName = (roleId: number): WorkspaceRoleName =>
  (Object.keys(WORKSPACE_ROLES) as WorkspaceRoleName[]).find((name) => WORKSPACE_ROLES[name] === roleId) ?? 'member';

export const WORKSPACE_NAME_MAX = 100;
/** Addresses one invite request may name. */
export const INVITE_EMAILS_MAX = 20;
/** An invite expires a week after it was sent (or last resent). */
export const INVITE_TTL_DAYS = 7;

/** GET me/workspaces and the workspace answers: the caller's role in it. */
export type WorkspacePayload = {
  id: number;
  name: string;
  owner_id: number;
  members_count: number;
  role_id: WorkspaceRoleId;
  created_at: string;
  updated_at: string;
};

export type WorkspaceMemberPayload = {
  id: number;
  name: string;
  email: string;
  image: string | null;
  role_id: WorkspaceRoleId;
  joined_at: string;
};

export type WorkspaceInvitePayload = { id: string; email: string; role_id: WorkspaceRoleId; expires_at: string; created_at: string };

/** GET workspace/{id}: pending invites are listed for those who may invite (empty for members). */
export type WorkspaceDetailPayload = WorkspacePayload & {
  members: WorkspaceMemberPayload[];
  invites: WorkspaceInvitePayload[];
  /** The owner's member limit (a permission restriction), or null when unlimited. */
  member_limit: number | null;
};
