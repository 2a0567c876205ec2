import { useEffect, useState } from 'react';

/** Just below the sticky top bar (72 px) plus the panels' scroll margin: the reading line. */
const READING_LINE_PX = 120;

function findActive(ids: string[], scroller: Element | null): string | null {
  // At the very bottom, the last panels never reach the line: the last one wins.
  if (scroller && scroller.scrollTop > 0 && scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2) {
    return ids.at(-1) ?? null;
  }
  let active: string | null = null;
  for (const id of ids) {
    const top = document.getElementById(id)?.getBoundingClientRect().top;
    if (top !== undefined && top <= READING_LINE_PX) active = id;
  }
  return active;
}

/**
 * The panel being read, for the nav's highlight: the last one whose top has
 * passed the reading line. Scroll events are caught at the document (capture)
 * because the player layout scrolls an inner column, not the window.
 */
export function useActiveSection(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(',');

  useEffect(() => {
    const list = key.split(',');
    let frame = 0;
    const onScroll = (event: Event) => {
      cancelAnimationFrame(frame);
      const scroller = event.target instanceof Element ? event.target : document.scrollingElement;
      frame = requestAnimationFrame(() => setActive(findActive(list, scroller)));
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [key]);

  return active;
}
