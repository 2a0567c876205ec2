import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPage } from '../../worker/notifications/notification-types';
import { NOTIFICATIONS_PER_PAGE } from './notification-constants';
import { apiClient } from '../http/api-client';
import { applyUnreadCount } from './unread-count-store';

/** The popover shows the newest few; the page shows 30 (SPEC section 9). */
export const POPOVER_PAGE_SIZE = 10;

/** Every list of notifications lives under this key: a live message or a mark-as-read refreshes them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** GET notifications (docs/api/notifications.md). Every answer carries the exact unread count, which the bell takes. */
export async function fetchNotifications(page: number, perPage: number, signal?: AbortSignal): Promise<NotificationPage> {
  const result = await apiClient.get<NotificationPage>('notifications', { page, perPage }, { signal });
  applyUnreadCount(result.unread_count, result.unread_version);
  return result;
}

export const notificationsQuery = (page = 1, perPage: number = NOTIFICATIONS_PER_PAGE) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, { page, perPage }],
    queryFn: ({ signal }) => fetchNotifications(page, perPage, signal),
  });

export function useNotifications(page: number, perPage: number = NOTIFICATIONS_PER_PAGE, enabled = true) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...notificationsQuery(page, perPage), enabled, placeholderData: keepPreviousData });
}
