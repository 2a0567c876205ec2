import { z } from 'zod';
import { describes } from '../http/responds';
import { timestamp } from '../http/response-fields';
import { WORKSPACE_ROLES, type WorkspaceDetailPayload, type WorkspaceInvitePayload, type WorkspaceMemberPayload, type WorkspacePayload } from './workspace-types';

// The workspace answers (workspace-types.ts) as the OpenAPI document publishes them.

const roleId = z.union([z.literal(WORKSPACE_ROLES.owner), z.literal(WORKSPACE_ROLES.admin), z.literal(WORKSPACE_ROLES.member)]);

const workspaceFields = {
  id: z.int(),
  name: z.string(),
  owner_id: z.int(),
  members_count: z.int(),
  role_id: roleId,
  created_at: timestamp,
  updated_at: timestamp,
};
export const WorkspaceSchema = describes<WorkspacePayload>()(z.object(workspaceFields).meta({ id: 'Workspace' }));

export const WorkspaceMemberSchema = describes<WorkspaceMemberPayload>()(
  z.object({ id: z.int(), name: z.string(), email: z.string(), image: z.string().nullable(), role_id: roleId, joined_at: timestamp }).meta({ id: 'WorkspaceMember' }),
);

export const WorkspaceInviteSchema = describes<WorkspaceInvitePayload>()(
  z.object({ id: z.string(), email: z.string(), role_id: roleId, expires_at: timestamp, created_at: timestamp }).meta({ id: 'WorkspaceInvite' }),
);

export const WorkspaceDetailSchema = describes<WorkspaceDetailPayload>()(
  z.object({
    ...workspaceFields,
    members: z.array(WorkspaceMemberSchema),
    invites: z.array(WorkspaceInviteSchema),
    member_limit: z.int().nullable(),
  }),
);

export const WorkspaceAnswer = z.object({ workspace: WorkspaceSchema });
