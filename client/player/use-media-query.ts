import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `md` breakpoint: the desktop layout with sidebar and queue panel (DESIGN.md section 5). */
export const DESKTOP_QUERY = '(min-width: 768px)';

/** Tailwind's `lg` breakpoint: the now-playing screen shows lyrics or the queue beside the cover. */
export const WIDE_QUERY = '(min-width: 1024px)';
