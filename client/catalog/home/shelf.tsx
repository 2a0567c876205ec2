import type { ReactNode } from 'react';
import { Section } from '../section';
import { CarouselArrows } from '../channel/carousel-arrows';
import { CarouselRow, carouselItemClass } from '../channel/channel-carousel';
import { useCarousel } from '../channel/use-carousel';

/** One shelf of the personal home: a titled, sideways-scrolling row of cards (`items` keyed by `keyOf`). */
export function Shelf<T>({ title, items, keyOf, render }: { title: string; items: T[]; keyOf: (item: T) => string; render: (item: T) => ReactNode }) {
  const carousel = useCarousel();
  return (
    <Section title={title} actions={<CarouselArrows carousel={carousel} />}>
      <CarouselRow carousel={carousel} label={title}>
        {items.map((item) => (
          <li key={keyOf(item)} className={carouselItemClass}>
            {render(item)}
          </li>
        ))}
      </CarouselRow>
    </Section>
  );
}

/** A shelf's place while the shelves load: a heading bar and a row of card shapes. */
export function ShelfSkeleton() {
  return (
    <div className="mt-8 first:mt-2" data-testid="shelf-skeleton">
      <div className="mb-3 h-7 w-48 animate-pulse rounded bg-fg/10" />
      <div className="-mx-2 flex gap-1 overflow-hidden">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={`${carouselItemClass} p-2`}>
            <div className="aspect-square animate-pulse rounded-md bg-fg/10" />
            <div className="mt-2 h-3.5 w-3/4 animate-pulse rounded bg-fg/10" />
            <div className="mt-1.5 h-3 w-1/2 animate-pulse rounded bg-fg/5" />
          </div>
        ))}
      </div>
    </div>
  );
}
