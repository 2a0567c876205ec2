import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelPayload } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';

/** GET channels/home: the home page's channel with its nested channels filled. */
export const fetchHomeChannel = () => apiClient.get<{ channel: ChannelPayload }>('channels/home').then((r) => r.channel);

export const homeChannelQuery = () => queryOptions({ queryKey: ['channels', 'home'], queryFn: fetchHomeChannel });

export const useHomeChannel = () => useQuery(homeChannelQuery());
