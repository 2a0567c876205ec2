import { MediaCard, type CardItem } from '../../music/media-card';
import type { Carousel } from './use-carousel';

/** One row of cards that scrolls sideways, snapping to a card; paged by the section's arrows. */
export function ChannelCarousel({ items, carousel, label }: { items: CardItem[]; carousel: Carousel; label: string }) {
  return (
    <ul
      ref={carousel.ref}
      aria-label={label}
      data-testid="channel-carousel"
      className="-mx-2 flex snap-x snap-mandatory gap-1 overflow-x-auto overscroll-x-contain scroll-smooth pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
    >
      {items.map((item) => (
        <li key={`${item.model_type}-${item.id}`} className="w-36 shrink-0 snap-start sm:w-44 lg:w-48">
          <MediaCard item={item} />
        </li>
      ))}
    </ul>
  );
}
