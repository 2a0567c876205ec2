import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** How far (px) a finger must travel for a swipe; less snaps back. */
export const SWIPE_DISTANCE = 64;

/**
 * Pointer handlers for a vertical swipe (up to open, down to close): `offset`
 * follows the finger in `direction` for feedback, and `onSwipe` runs once it
 * is released past SWIPE_DISTANCE. The click a swipe ends with is swallowed,
 * so a swipe never also presses what it started on. The element needs
 * `touch-action: none`, or the browser takes the gesture for scrolling.
 */
export function useVerticalSwipe({ direction, onSwipe }: { direction: 'up' | 'down'; onSwipe: () => void }) {
  const start = useRef<{ id: number; y: number } | null>(null);
  const swiped = useRef(false);
  const [offset, setOffset] = useState(0);
  const travel = (event: PointerEvent) => {
    const dy = event.clientY - (start.current?.y ?? event.clientY);
    return direction === 'down' ? Math.max(0, dy) : Math.max(0, -dy);
  };
  const end = () => {
    start.current = null;
    setOffset(0);
  };

  return {
    /** Pixels travelled in `direction` so far (0 when not swiping). */
    offset,
    handlers: {
      onPointerDown(event: PointerEvent) {
        if (event.button !== 0) return;
        start.current = { id: event.pointerId, y: event.clientY };
        swiped.current = false;
      },
      onPointerMove(event: PointerEvent) {
        if (start.current?.id !== event.pointerId) return;
        // A finger's pointer stays with the element it touched; a mouse's needs capturing to be followed
        // past its edge. Only once it moves: captured at once, a plain click would land on this element
        // instead of the button pressed inside it (the now-playing header's close and settings buttons).
        const element = event.currentTarget as Element;
        if (event.pointerType === 'mouse' && !element.hasPointerCapture?.(event.pointerId)) element.setPointerCapture?.(event.pointerId);
        setOffset(travel(event));
      },
      onPointerUp(event: PointerEvent) {
        if (start.current?.id !== event.pointerId) return;
        const distance = travel(event);
        end();
        if (distance < SWIPE_DISTANCE) return;
        // The click that follows this pointerup is dispatched before any timer runs.
        swiped.current = true;
        setTimeout(() => (swiped.current = false));
        onSwipe();
      },
      onPointerCancel: end,
      onClickCapture(event: MouseEvent) {
        if (!swiped.current) return;
        swiped.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
