import { apiClient } from '../http/api-client';
import { useWorkspacesMutation } from './workspace-mutations';
import type { WorkspaceInvitePayload, WorkspaceRoleId } from './workspace-constants';

type InviteTarget = { workspaceId: number; inviteId: string };

export const sendInvites = ({ workspaceId, emails, roleId }: { workspaceId: number; emails: string[]; roleId: number }) =>
  apiClient.post<{ invites: WorkspaceInvitePayload[] }>(`workspace/${workspaceId}/invite`, { emails, roleId }).then((r) => r.invites);

export const resendInvite = ({ workspaceId, inviteId }: InviteTarget) =>
  apiClient.post<{ invite: WorkspaceInvitePayload }>(`workspace/${workspaceId}/${inviteId}/resend`);

export const changeInviteRole = ({ workspaceId, inviteId, roleId }: InviteTarget & { roleId: WorkspaceRoleId }) =>
  apiClient.post<{ invite: WorkspaceInvitePayload }>(`workspace/${workspaceId}/invite/${inviteId}/change-role`, { roleId });

/** Owners and admins cancel an invite through the invitee's decline route (docs/api/workspaces.md). */
export const cancelInvite = ({ inviteId }: InviteTarget) => apiClient.delete<object>(`workspace/invite/${inviteId}`);

export const useSendInvites = () => useWorkspacesMutation(sendInvites);
export const useResendInvite = () => useWorkspacesMutation(resendInvite);
export const useChangeInviteRole = () => useWorkspacesMutation(changeInviteRole);
export const useCancelInvite = () => useWorkspacesMutation(cancelInvite);
