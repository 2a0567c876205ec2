import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { escapeHtml } from '../mail/escape-html';
import { getSettings } from '../settings/settings-service';
import { NOTIFICATION_TYPES } from './notification-types';
import { stopEmails } from './preferences';
import { readUnsubscribeUrl, UNSUBSCRIBE_PATH } from './unsubscribe-link';
import { respondsWith } from '../http/responds';

const INVALID = '<h1>This link is no longer valid</h1><p>Change your email choices in your notification settings.</p>';

function page(siteName: string, body: string, status = 200) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(siteName)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b}main{max-width:420px;margin:64px auto;padding:32px;background:#fff;border-radius:12px}
button{padding:10px 18px;border:0;border-radius:999px;background:#18181b;color:#fff;font:inherit;cursor:pointer}@media (prefers-color-scheme:dark){body{background:#18181b;color:#f4f4f5}main{background:#27272a}button{background:#f4f4f5;color:#18181b}}</style>
</head><body><main>${body}</main></body></html>`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/**
 * The link at the foot of every notification email (docs/api/notifications.md).
 * Mounted before sessions and CSRF: the signed link is the authorization.
 * GET only asks (mail scanners open links); the form's POST stops the emails.
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get(UNSUBSCRIBE_PATH, respondsWith('text/html', 'A page asking to confirm the unsubscribe'), async (c) => {
    const site = String((await getSettings(c.env, c.get('db')))['branding.site_name']);
    const link = await readUnsubscribeUrl(c.env, new URL(c.req.url));
    if (!link) return page(site, INVALID, 404);
    const name = NOTIFICATION_TYPES[link.type].name;
    const action = escapeHtml(`${UNSUBSCRIBE_PATH}${new URL(c.req.url).search}`);
    return page(
      site,
      `<h1>Stop these emails?</h1><p>You will no longer get emails for "${escapeHtml(name)}".</p><form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>`,
    );
  })
  .post(UNSUBSCRIBE_PATH, respondsWith('text/html', 'A page saying the emails stopped'), async (c) => {
    const site = String((await getSettings(c.env, c.get('db')))['branding.site_name']);
    const link = await readUnsubscribeUrl(c.env, new URL(c.req.url));
    if (!link) return page(site, INVALID, 404);
    try {
      await stopEmails(c.get('db'), link.userId, link.type);
    } catch {
      // The account is gone (its preferences row has no user to belong to).
      return page(site, INVALID, 404);
    }
    return page(site, `<h1>You are unsubscribed</h1><p>No more emails for "${escapeHtml(NOTIFICATION_TYPES[link.type].name)}".</p>`);
  });
