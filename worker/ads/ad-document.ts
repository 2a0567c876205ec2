/**
 * The frame's whole document around the admin's HTML: no margins, the ad
 * centred in the slot, and plain links opening a new tab (the sandbox allows
 * popups, not navigating the app away).
 */
export const adDocument = (html: string) =>
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<base target="_blank"><style>html,body{margin:0;height:100%}body{display:flex;align-items:center;justify-content:center;overflow:hidden}</style>' +
  `</head><body>${html}</body></html>`;

/**
 * The ad document's own policy. `sandbox` without allow-same-origin gives it
 * an opaque origin even when opened on its own (not framed), so the admin's
 * HTML never runs as this site: no cookies, no storage, no API. Inside that
 * box it may load and run what ad networks need from any https origin.
 */
export const AD_FRAME_POLICY = [
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
  "default-src https: data: blob: 'unsafe-inline' 'unsafe-eval'",
  "frame-ancestors 'self'",
].join('; ');
