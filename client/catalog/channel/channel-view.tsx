import clsx from 'clsx';
import type { ChannelPayload } from '../../../worker/music/music-types';
import { PlayButton } from '../../music/play-button';
import { player } from '../../player/player-store';
import { CarouselArrows } from './carousel-arrows';
import { ChannelItems } from './channel-items';
import { channelContext, channelTracks, isChannel } from './channel-path';
import { ChannelSection } from './channel-section';
import { useCarousel } from './use-carousel';

type ChannelViewProps = {
  channel: ChannelPayload;
  restriction?: string;
  /** The page heading; defaults to the channel's name. */
  title?: string;
  /** A line above the title, e.g. the channel's name when a genre is the title. */
  kicker?: string;
};

/**
 * A whole channel page: its title (visually hidden when the channel hides it),
 * then either each nested channel as a section or its own items; a channel of
 * tracks has a play button for them all.
 */
export function ChannelView({ channel, restriction, title = channel.name, kicker }: ChannelViewProps) {
  const carousel = useCarousel();
  const nested = channel.content_type === 'channel';
  const arrows = !nested && channel.layout === 'carousel';
  const tracks = channelTracks(channel);
  const context = channelContext(channel, restriction);
  const actions = arrows || tracks.length > 0;
  return (
    // A hidden title takes no room: the first section starts at the page's top (issue 26).
    <div className={clsx(!channel.hide_title && 'pt-4')}>
      <div className={clsx('flex items-end gap-4', channel.hide_title ? actions && 'mb-3 justify-end' : 'mb-6 justify-between')}>
        <header className={channel.hide_title ? 'sr-only' : 'min-w-0'}>
          {kicker && <p className="text-xs font-semibold uppercase tracking-wider text-muted">{kicker}</p>}
          <h1 className="break-words text-3xl font-extrabold tracking-tight text-fg md:text-4xl">{title}</h1>
          {channel.description && <p className="mt-2 max-w-3xl text-sm text-muted">{channel.description}</p>}
        </header>
        {actions && (
          <div className="flex shrink-0 items-center gap-1">
            {tracks.length > 0 && <PlayButton name={title} size="md" context={context} onStart={() => player.playTracks(tracks, 0, context)} />}
            {arrows && <CarouselArrows carousel={carousel} />}
          </div>
        )}
      </div>
      {nested ? (
        // Their own box, so the first section is a first child and takes the short top margin.
        <div>
          {channel.items.filter(isChannel).map((child) => (
            <ChannelSection key={child.id} channel={child} restriction={restriction} />
          ))}
        </div>
      ) : (
        <ChannelItems channel={channel} carousel={carousel} restriction={restriction} />
      )}
    </div>
  );
}
