import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';
import type { PageViewBeacon } from '../../worker/insights/insights-types';
import { isPreviewMode } from '../appearance/preview-mode';
import { buildRequest } from '../http/api-client';

/** POST analytics/page-views: fire and forget, and kept alive past an unload. */
function sendPageView(beacon: PageViewBeacon) {
  // fetch with keepalive rather than sendBeacon: the route is CSRF-checked like
  // every cookie-authenticated POST, and sendBeacon cannot send the XSRF header.
  const { url, init } = buildRequest('POST', 'analytics/page-views', { body: beacon });
  fetch(url, { ...init, keepalive: true }).catch(() => {});
}

/**
 * The visitors report's page views (issue 16): one per SPA navigation. The
 * first page is served as HTML and the worker logs it itself, so only the
 * pages after it are sent; a query-string change on the same page is no new
 * view. The appearance editor's preview is an admin at work, not a visitor.
 */
export function usePageViewBeacon() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const last = useRef(path);
  useEffect(() => {
    if (last.current === path) return;
    last.current = path;
    if (!isPreviewMode()) sendPageView({ path, referrer: document.referrer || undefined });
  }, [path]);
}
