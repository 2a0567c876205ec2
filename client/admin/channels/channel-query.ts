import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import type { AdminChannelPayload } from '../../../worker/admin/channels/channel-admin-types';

/** GET admin/channels/{slugOrId} (admin.access): the channel with its manual items in order, hidden or not. */
export const adminChannelQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: ['admin', 'channels', slugOrId],
    queryFn: () => apiClient.get<{ channel: AdminChannelPayload }>(`admin/channels/${encodeURIComponent(slugOrId)}`).then((r) => r.channel),
  });

export const useAdminChannel = (slugOrId: string) => useQuery({ ...adminChannelQuery(slugOrId), enabled: slugOrId !== '' });
