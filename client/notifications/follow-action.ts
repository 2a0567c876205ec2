import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;

/** An address of another site (or an absolute one to this site's other origin) opens in a new tab (SPEC section 4). */
export function isExternalAction(action: string, origin = window.location.origin): boolean {
  if (!ABSOLUTE.test(action)) return false;
  try {
    return new URL(action).origin !== origin;
  } catch {
    return true;
  }
}

/** Follows a notification's mainAction: external addresses in a new tab, internal ones through the router. */
export function useFollowAction() {
  const navigate = useNavigate();
  return useCallback(
    (action: string | undefined) => {
      if (!action) return;
      if (isExternalAction(action)) {
        window.open(action, '_blank', 'noopener,noreferrer');
        return;
      }
      const url = new URL(action, window.location.origin);
      void navigate({ href: url.pathname + url.search + url.hash });
    },
    [navigate],
  );
}
