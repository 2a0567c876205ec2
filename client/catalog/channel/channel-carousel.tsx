import type { ReactNode } from 'react';
import { MediaCard, type CardItem } from '../../music/media-card';
import type { Carousel } from './use-carousel';

/** One row of cards (`li`s) that scrolls sideways, snapping to a card; paged by the section's arrows. */
export function CarouselRow({ carousel, label, children }: { carousel: Carousel; label: string; children: ReactNode }) {
  return (
    <ul
      ref={carousel.ref}
      aria-label={label}
      data-testid="channel-carousel"
      className="-mx-2 flex snap-x snap-mandatory gap-1 overflow-x-auto overscroll-x-contain scroll-smooth pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
    >
      {children}
    </ul>
  );
}

/** A card's place in a carousel row. */
export const carouselItemClass = 'w-36 shrink-0 snap-start sm:w-44 lg:w-48';

/** A carousel of catalog cards. */
export function ChannelCarousel({ items, carousel, label }: { items: CardItem[]; carousel: Carousel; label: string }) {
  return (
    <CarouselRow carousel={carousel} label={label}>
      {items.map((item) => (
        <li key={`${item.model_type}-${item.id}`} className={carouselItemClass}>
          <MediaCard item={item} />
        </li>
      ))}
    </CarouselRow>
  );
}
