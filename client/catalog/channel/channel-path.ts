import type { ChannelItem, ChannelPayload, TrackPayload } from '../../../worker/music/music-types';
import type { CardItem } from '../../music/media-card';
import type { QueueContext } from '../../player/player-store';

/** A channel's own page; a restriction (a genre) carries over to the channels it holds. */
export const channelPath = (channel: Pick<ChannelPayload, 'slug'>, restriction?: string) =>
  `/channel/${encodeURIComponent(channel.slug)}${restriction ? `/${encodeURIComponent(restriction)}` : ''}`;

export const isChannel = (item: ChannelItem): item is ChannelPayload => item.model_type === 'channel';

/** The items a card, row or carousel can show (nested channels are sections, not cards). */
export const cardItems = (channel: ChannelPayload): CardItem[] => channel.items.flatMap((item) => (isChannel(item) ? [] : [item]));

/** The tracks of a channel of tracks (none for other channels). */
export const channelTracks = (channel: ChannelPayload): TrackPayload[] =>
  channel.content_type === 'track' ? channel.items.filter((item): item is TrackPayload => item.model_type === 'track') : [];

/** What a channel's tracks play from; a restriction (a genre) holds other tracks, so it is part of the id. */
export const channelContext = (channel: ChannelPayload, restriction?: string): QueueContext => ({
  type: 'channel',
  id: restriction ? `${channel.id}:${restriction}` : channel.id,
  name: channel.name,
});
