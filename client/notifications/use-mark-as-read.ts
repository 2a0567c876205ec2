import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkAsReadResponse } from '../../worker/notifications/notification-types';
import { apiClient } from '../http/api-client';
import { showErrorToast } from '../http/server-errors';
import { NOTIFICATIONS_KEY } from './notifications-query';
import { applyUnreadCount } from './unread-count-store';

/** `{ids}` marks those read, `{all: true}` every unread one (docs/api/notifications.md). */
export type MarkAsReadInput = { ids: string[] } | { all: true };

export const markAsRead = (input: MarkAsReadInput) => apiClient.post<MarkAsReadResponse>('notifications/mark-as-read', input);

/** POST notifications/mark-as-read: the bell takes the answer's count (0 clears it, SPEC section 7) and the lists refresh. */
export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAsRead,
    onSuccess: ({ unreadCount, version }) => {
      applyUnreadCount(unreadCount, version);
      return queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
    onError: showErrorToast,
  });
}
