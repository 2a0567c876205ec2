import { apiClient } from '../http/api-client';
import { useWorkspacesMutation } from './workspace-mutations';
import type { WorkspaceMemberPayload, WorkspaceRoleId } from './workspace-constants';

type MemberTarget = { workspaceId: number; userId: number };

export const changeMemberRole = ({ workspaceId, userId, roleId }: MemberTarget & { roleId: WorkspaceRoleId }) =>
  apiClient.post<{ member: WorkspaceMemberPayload }>(`workspace/${workspaceId}/member/${userId}/change-role`, { roleId });

/** Removes a member; a member removing themselves leaves the workspace. */
export const removeMember = ({ workspaceId, userId }: MemberTarget) => apiClient.delete<object>(`workspace/${workspaceId}/member/${userId}`);

export const useChangeMemberRole = () => useWorkspacesMutation(changeMemberRole);
export const useRemoveMember = () => useWorkspacesMutation(removeMember);
