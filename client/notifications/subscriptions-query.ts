import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSubscriptions } from '../../worker/notifications/notification-types';
import { apiClient } from '../http/api-client';

export type Selections = NotificationSubscriptions['user_selections'];

export const subscriptionsQuery = () =>
  queryOptions({
    queryKey: ['notifications-subscriptions'],
    queryFn: ({ signal }) => apiClient.get<NotificationSubscriptions>('notifications/me/subscriptions', undefined, { signal }),
  });

export const useSubscriptions = () => useQuery(subscriptionsQuery());

/** PUT notifications/me/subscriptions: answers with the saved state, which becomes the query's data. */
export function useSaveSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selections: Selections) => apiClient.put<NotificationSubscriptions>('notifications/me/subscriptions', { selections }),
    onSuccess: (saved) => queryClient.setQueryData(subscriptionsQuery().queryKey, saved),
  });
}
