import type { ChannelItem, ChannelPayload } from '../../../worker/music/music-types';
import type { CardItem } from '../../music/media-card';

/** A channel's own page; a restriction (a genre) carries over to the channels it holds. */
export const channelPath = (channel: Pick<ChannelPayload, 'slug'>, restriction?: string) =>
  `/channel/${encodeURIComponent(channel.slug)}${restriction ? `/${encodeURIComponent(restriction)}` : ''}`;

export const isChannel = (item: ChannelItem): item is ChannelPayload => item.model_type === 'channel';

/** The items a card, row or carousel can show (nested channels are sections, not cards). */
export const cardItems = (channel: ChannelPayload): CardItem[] => channel.items.flatMap((item) => (isChannel(item) ? [] : [item]));
