import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useBootstrap, type BootstrapData } from '../bootstrap/bootstrap-store';
import { settingGetter } from '../layout/setting-getter';

/** Google's tag library; the worker's CSP lists its origins (worker/http/security-headers.ts). */
const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Google's snippet without its inline script (the CSP runs no inline code):
 * commands queue in dataLayer until gtag.js arrives. Page views are sent by
 * hand, since the SPA changes pages without loading them.
 */
function loadGtag(id: string) {
  if (window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads each command as an Arguments object, as in Google's snippet.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_URL}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** The measurement id (settings subpage "Analytics"), or null while none is set. */
export const trackingId = (data: BootstrapData) => {
  const id = settingGetter(data)('analytics.tracking_id');
  return typeof id === 'string' && id.trim() ? id.trim() : null;
};

/**
 * Loads analytics only when an admin set a measurement id, and only once
 * the visitor has accepted the cookie notice (or the notice is off); then
 * reports each page the router shows.
 */
export function useAnalytics() {
  const data = useBootstrap();
  const id = trackingId(data);
  const consented = !data.show_cookie_notice;
  const href = useRouterState({ select: (state) => state.location.href });
  useEffect(() => {
    if (!id || !consented) return;
    loadGtag(id);
    window.gtag!('event', 'page_view', { page_location: window.location.href, page_title: document.title });
  }, [id, consented, href]);
}
