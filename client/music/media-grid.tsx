import type { ReactNode } from 'react';
import { useTrans } from '../i18n/trans';
import { MediaCard, type CardItem } from './media-card';

/** A responsive grid of cards with loading and empty states. */
export function MediaGrid({ items, isLoading, empty }: { items: CardItem[]; isLoading?: boolean; empty?: ReactNode }) {
  const trans = useTrans();
  if (isLoading) {
    return (
      <div aria-busy="true" aria-label={trans('Loading')} className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="aspect-[4/5] animate-pulse rounded-lg bg-fg/5" />
        ))}
      </div>
    );
  }
  if (!items.length) return <div className="py-10 text-center text-sm text-muted">{empty ?? trans('Nothing to show yet.')}</div>;
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6">
      {items.map((item) => (
        <MediaCard key={`${item.model_type}-${item.id}`} item={item} />
      ))}
    </div>
  );
}
