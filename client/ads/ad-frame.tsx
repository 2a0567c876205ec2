import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { useTrans } from '../i18n/trans';
import { AD_SLOTS, type AdSlot as Slot } from './ad-slots';
import { adFrameUrl } from './ad-frame-url';

/** Frames start loading this far before they scroll into view. */
const PRELOAD_MARGIN = '200px';

/** The slot's box, sized per SPEC section 9, and its sandboxed frame once it nears the viewport (see ad-slot.tsx). */
export function AdFrame({ slot, html, className }: { slot: Slot; html: string; className?: string }) {
  const trans = useTrans();
  const box = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const { maxWidth, height } = AD_SLOTS[slot];

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(box.current!);
    return () => observer.disconnect();
  }, []);

  return (
    <aside
      ref={box}
      aria-label={trans('Advertisement')}
      data-ad-slot={slot}
      className={clsx('my-6 flex justify-center', className)}
      style={{ height }}
    >
      {near && (
        <iframe
          title={trans('Advertisement')}
          src={adFrameUrl(slot, html)}
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          className="h-full w-full border-0"
          style={{ maxWidth: maxWidth ?? undefined }}
        />
      )}
    </aside>
  );
}
