import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { notFound } from '../http/errors';
import { getSettings } from '../settings/settings-service';
import { AD_SLOTS } from './ad-settings';
import { AD_FRAME_POLICY, adDocument } from './ad-document';

/** Where the SPA's ad frames load from (client/ads/ad-slot.tsx builds the same path). */
export const AD_FRAME_PATH = '/ad-frames';

/** The client adds a hash of the slot's HTML, so a changed ad is a new address for the browser's cache. */
const AD_FRAME_CACHE_CONTROL = 'public, max-age=3600';

/**
 * GET /ad-frames/{slot}: the slot's HTML as a document of its own for a
 * sandboxed frame (docs/api/admin.md "Ads"). A srcdoc frame would inherit
 * the app's CSP, which runs no inline or third-party script, so ad code
 * would not run there; this document brings its own, sandboxed policy.
 */
export const adFrameRoutes = new Hono<AppEnv>().get(
  `${AD_FRAME_PATH}/:slot`,
  validate('param', z.object({ slot: z.enum(AD_SLOTS) })),
  validate('query', z.object({ v: z.string().max(20).optional() })),
  async (c) => {
    const settings = await getSettings(c.env, c.get('db'));
    const html = String(settings[`ads.${c.req.valid('param').slot}`] ?? '');
    if (settings['ads.enable'] !== true || !html.trim()) throw notFound();
    return c.html(adDocument(html), 200, { 'Content-Security-Policy': AD_FRAME_POLICY, 'Cache-Control': AD_FRAME_CACHE_CONTROL });
  },
);
