import { escapeHtml } from '../escape-html';

/** The plain frame every HTML email shares: the site name above the message. */
export function emailLayout(siteName: string, bodyHtml: string): string {
  return [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,sans-serif;color:#18181b">',
    '<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">',
    `<p style="margin:0 0 24px;font-weight:600;font-size:18px">${escapeHtml(siteName)}</p>`,
    bodyHtml,
    '</div></body></html>',
  ].join('');
}
