import type { ChannelPayload } from '../../../worker/music/music-types';
import { Section } from '../section';
import { CarouselArrows } from './carousel-arrows';
import { ChannelItems } from './channel-items';
import { channelPath } from './channel-path';
import { useCarousel } from './use-carousel';

/** A channel inside a channel: its title links to its own page (unless hidden), then its items. */
export function ChannelSection({ channel, restriction }: { channel: ChannelPayload; restriction?: string }) {
  const carousel = useCarousel();
  return (
    <Section
      title={channel.name}
      titleTo={channelPath(channel, restriction)}
      hideTitle={channel.hide_title}
      actions={channel.layout === 'carousel' && <CarouselArrows carousel={carousel} />}
    >
      <ChannelItems channel={channel} carousel={carousel} restriction={restriction} />
    </Section>
  );
}
