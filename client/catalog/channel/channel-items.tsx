import type { ChannelPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { MediaGrid } from '../../music/media-grid';
import { TrackTable } from '../../music/track-table/track-table';
import { cardItems, channelContext, channelTracks } from './channel-path';
import { ChannelCarousel } from './channel-carousel';
import { ChannelList } from './channel-list';
import type { Carousel } from './use-carousel';

/** A channel's items in its layout: grid, carousel, list, or a tracklist (table). */
export function ChannelItems({ channel, carousel, restriction }: { channel: ChannelPayload; carousel: Carousel; restriction?: string }) {
  const trans = useTrans();
  const items = cardItems(channel);
  if (!items.length) return <p className="py-8 text-center text-sm text-muted">{trans('Nothing to show yet.')}</p>;
  switch (channel.layout) {
    case 'carousel':
      return <ChannelCarousel items={items} carousel={carousel} label={channel.name} />;
    case 'list':
      return <ChannelList items={items} label={channel.name} />;
    case 'table':
      if (channel.content_type === 'track') return <TrackTable tracks={channelTracks(channel)} context={channelContext(channel, restriction)} />;
      return <ChannelList items={items} label={channel.name} />;
    default:
      return <MediaGrid items={items} />;
  }
}
