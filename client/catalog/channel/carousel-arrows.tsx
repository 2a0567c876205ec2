import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from 'react-aria-components';
import { useTrans } from '../../i18n/trans';
import { iconButtonStyles } from '../../ui/button-styles';
import type { Carousel } from './use-carousel';

export function CarouselArrows({ carousel }: { carousel: Carousel }) {
  const trans = useTrans();
  const style = iconButtonStyles({ size: 'sm', className: 'bg-chip text-fg' });
  return (
    <>
      <Button aria-label={trans('Previous')} isDisabled={!carousel.canPrev} onPress={() => carousel.scroll(-1)} className={style}>
        <ChevronLeft className="size-4" aria-hidden="true" />
      </Button>
      <Button aria-label={trans('Next')} isDisabled={!carousel.canNext} onPress={() => carousel.scroll(1)} className={style}>
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </>
  );
}
