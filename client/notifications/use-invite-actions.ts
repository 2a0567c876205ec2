import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient, WORKSPACE_COOKIE } from '../http/api-client';
import { writeCookie } from '../http/cookies';
import { showErrorToast } from '../http/server-errors';
import { useTrans } from '../i18n/trans';
import { toast } from '../ui/toast/toast-store';
import { NOTIFICATIONS_KEY } from './notifications-query';

export type InviteDecision = 'join' | 'decline';

const joinWorkspace = (inviteId: string) => apiClient.get<{ workspace: { id: number } }>(`workspace/join/${inviteId}`);
const declineInvite = (inviteId: string) => apiClient.delete<unknown>(`workspace/invite/${inviteId}`);

/**
 * Join and Decline of a workspace invite (SPEC sections 4, 7 and 8). Joining
 * makes the workspace the active one (its cookie) and refreshes everything,
 * since every workspace-scoped list changes with it; a used or withdrawn
 * invite (404) says so and refreshes the notifications.
 */
export function useInviteAction() {
  const trans = useTrans();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ decision, inviteId }: { decision: InviteDecision; inviteId: string }) => {
      if (decision === 'join') {
        const { workspace } = await joinWorkspace(inviteId);
        writeCookie(WORKSPACE_COOKIE, String(workspace.id));
      } else {
        await declineInvite(inviteId);
      }
      return decision;
    },
    onSuccess: (decision) => {
      toast.positive(decision === 'join' ? trans('Joined workspace') : trans('Declined workspace invitation'));
      return decision === 'join' ? queryClient.invalidateQueries() : queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        toast.danger(trans('This invite is no longer valid'));
        return queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      }
      showErrorToast(error);
    },
  });
}
