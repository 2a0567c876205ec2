import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelPayload } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';

/** GET channels/{slugOrId}?restriction= (docs/api/music.md); a restriction narrows a genre channel. */
export const fetchChannel = (slugOrId: string, restriction?: string) =>
  apiClient.get<{ channel: ChannelPayload }>(`channels/${encodeURIComponent(slugOrId)}`, { restriction }).then((r) => r.channel);

export const channelQuery = (slugOrId: string, restriction?: string) =>
  queryOptions({ queryKey: ['channels', slugOrId, restriction ?? null], queryFn: () => fetchChannel(slugOrId, restriction) });

export const useChannel = (slugOrId: string, restriction?: string) => useQuery(channelQuery(slugOrId, restriction));
