import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { iconButtonStyles } from '../../ui/button-styles';
import type { Carousel } from './use-carousel';

export function CarouselArrows({ carousel }: { carousel: Carousel }) {
  const trans = useTrans();
  const style = iconButtonStyles({ size: 'sm', className: 'bg-chip text-fg' });
  return (
    <>
      <button type="button" aria-label={trans('Previous')} disabled={!carousel.canPrev} onClick={() => carousel.scroll(-1)} className={style}>
        <ChevronLeft className="size-4" aria-hidden="true" />
      </button>
      <button type="button" aria-label={trans('Next')} disabled={!carousel.canNext} onClick={() => carousel.scroll(1)} className={style}>
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </>
  );
}
