import { useCallback, useEffect, useState } from 'react';

export type Carousel = {
  ref: (node: HTMLElement | null) => void;
  canPrev: boolean;
  canNext: boolean;
  scroll: (direction: -1 | 1) => void;
};

/** Prev/next paging of a horizontal scroller: one visible width per press; the ends disable their button. */
export function useCarousel(): Carousel {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [edges, setEdges] = useState({ canPrev: false, canNext: false });

  useEffect(() => {
    if (!node) return;
    const update = () =>
      setEdges({ canPrev: node.scrollLeft > 1, canNext: node.scrollLeft + node.clientWidth < node.scrollWidth - 1 });
    update();
    node.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(node);
    return () => {
      node.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [node]);

  const scroll = useCallback(
    (direction: -1 | 1) => node?.scrollBy?.({ left: direction * node.clientWidth * 0.9, behavior: 'smooth' }),
    [node],
  );
  return { ref: setNode, ...edges, scroll };
}
