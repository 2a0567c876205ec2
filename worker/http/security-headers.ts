import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { randomToken } from '../auth/crypto';

/**
 * The bot check (client/bot-check/, SPEC section 5): Cloudflare Turnstile or
 * Google reCAPTCHA, per the recaptcha.driver setting. Both are listed
 * whether or not the check is on, so this middleware reads no settings on
 * every response; the SPA loads nothing from them unless an admin enables
 * the check. Origins from
 * https://developers.cloudflare.com/turnstile/reference/content-security-policy/
 * and https://developers.google.com/recaptcha/docs/faq (CSP).
 */
const BOT_CHECK_SCRIPTS = 'https://challenges.cloudflare.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
const BOT_CHECK_FRAMES = 'https://challenges.cloudflare.com https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/';

/**
 * Google Analytics 4 (client/analytics/), loaded only when an admin sets a
 * measurement id; listed always for the same reason. Origins from
 * https://developers.google.com/tag-platform/security/guides/csp (GA4);
 * scripts only from gtag.js's own path, not every tag manager container.
 */
const ANALYTICS_SCRIPTS = 'https://www.googletagmanager.com/gtag/js';
const ANALYTICS_CONNECT = 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

/**
 * Google Fonts, the default web-font service (the setting
 * `themes.font_service`): its css2 stylesheets, and the font files they
 * name. An HTML page whose service is elsewhere adds that origin to both
 * (`allowFontService`, called by the HTML shell, worker/spa/serve-spa.ts),
 * so this middleware still reads no settings.
 */
const FONT_STYLES = 'https://fonts.googleapis.com';
const FONT_FILES = 'https://fonts.gstatic.com';

/** The font service's origin allowed for styles and fonts on this response (an HTML page's). */
export function allowFontService(c: Context<AppEnv>, origin: string | null) {
  if (origin && origin !== FONT_STYLES) c.set('cspFontOrigin', origin);
}

/**
 * A Content-Security-Policy the SPA works under: scripts from our origin plus
 * the per-response nonce of the inlined bootstrap data; styles allow inline
 * attributes (react-aria positions popovers with them) and the web font
 * service of SPEC section 7; frames and framing only from the same origin,
 * so the appearance editor can preview the app in an iframe (and the ad
 * slots' srcdoc frames, client/ads/, which inherit this policy). Scripts and
 * frames also from the bot check's provider, scripts and beacons of
 * analytics (above).
 */
function contentSecurityPolicy(nonce: string | undefined, fontOrigin: string | undefined): string {
  const fontService = fontOrigin ? ` ${fontOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''} ${BOT_CHECK_SCRIPTS} ${ANALYTICS_SCRIPTS}`,
    `style-src 'self' 'unsafe-inline' ${FONT_STYLES}${fontService}`,
    `font-src 'self' data: ${FONT_FILES}${fontService}`,
    "img-src 'self' data: blob: https:",
    // https: for tracks whose audio is an external source URL (the stream route redirects there).
    "media-src 'self' blob: https:",
    `connect-src 'self' ws: wss: ${ANALYTICS_CONNECT}`,
    `frame-src 'self' ${BOT_CHECK_FRAMES}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The policy of a response that inlines no script (every JSON answer): the same, with no nonce to allow. */
const POLICY_WITHOUT_INLINE_SCRIPT = contentSecurityPolicy(undefined, undefined);

/**
 * The nonce of this response's inline scripts, made when a page first asks
 * for one: a JSON answer inlines none, so it neither draws random bytes nor
 * allows a nonce it does not use.
 */
export function cspNonce(c: Context<AppEnv>): string {
  const made = c.get('cspNonce');
  if (made) return made;
  const nonce = randomToken(16);
  c.set('cspNonce', nonce);
  return nonce;
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // A WebSocket upgrade answer must go back untouched (DESIGN section 1).
  if (c.res.status === 101) return;
  const nonce = c.get('cspNonce');
  const fontOrigin = c.get('cspFontOrigin');
  const policy = nonce || fontOrigin ? contentSecurityPolicy(nonce, fontOrigin) : POLICY_WITHOUT_INLINE_SCRIPT;
  let { headers } = c.res;
  try {
    headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    // Responses passed through from ASSETS, R2's fetch or a Durable Object have immutable headers: copied once.
    c.res = new Response(c.res.body, c.res);
    headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
  }
  // A response that brings its own, stricter policy keeps it (SVG images: worker/media/image-routes.ts).
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', policy);
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'SAMEORIGIN');
});
