import type { Context } from 'hono';
import type { AppEnv } from '../types';
import { pageViews } from '../../db/analytics';
import { clientAddress } from '../http/client-address';
import { playDevice } from '../streaming/log-play';
import { dailyVisitorHash, isBotAgent } from './visitor-hash';
import { requestPlace } from './request-place';

export const MAX_VIEW_PATH = 500;

/** The referring host, or '' when the visit came from this site or from nowhere (typed, bookmarked). */
export function referrerHost(referrer: string | null | undefined, ownHost: string): string {
  if (!referrer) return '';
  try {
    const host = new URL(referrer).host.toLowerCase();
    return host === ownHost.toLowerCase() ? '' : host.slice(0, 255);
  } catch {
    return '';
  }
}

/**
 * One page_views row for the request's visitor (docs/api/insights.md): the
 * same country, city, device, platform and browser fields as plays. Bots are
 * skipped; returns whether a row was written.
 */
export async function logPageView(c: Context<AppEnv>, path: string, referrer: string | null | undefined): Promise<boolean> {
  const userAgent = c.req.header('user-agent') ?? null;
  if (isBotAgent(userAgent)) return false;
  const user = c.get('user');
  const { device_type, platform, browser } = playDevice(userAgent);
  await c
    .get('db')
    .insert(pageViews)
    .values({
      path: path.slice(0, MAX_VIEW_PATH),
      user_id: user?.id ?? null,
      visitor: await dailyVisitorHash(c.env, clientAddress(c), userAgent),
      ...requestPlace(c.req.raw),
      device_type,
      platform,
      browser,
      referrer: referrerHost(referrer, new URL(c.req.url).host),
    });
  return true;
}

/**
 * A served HTML page counts as a view without slowing the page: the insert
 * runs after the answer (waitUntil). Only GET navigations; a failed insert
 * is not the visitor's problem.
 */
export function logServedPage(c: Context<AppEnv>): void {
  if (c.req.method !== 'GET') return;
  const url = new URL(c.req.url);
  const write = logPageView(c, url.pathname, c.req.header('referer')).catch(() => false);
  try {
    c.executionCtx.waitUntil(write);
  } catch {
    // No execution context (a direct app.request in a script): the write still runs.
  }
}
