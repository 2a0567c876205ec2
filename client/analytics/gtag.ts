// Loaded on demand by use-analytics.ts: only sites with a measurement id and
// a visitor who consented pay for this code.

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
export function loadGtag(id: string) {
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

/** One page view: the SPA changes pages without loading them, so each is sent by hand. */
export function pageView() {
  window.gtag!('event', 'page_view', { page_location: window.location.href, page_title: document.title });
}
