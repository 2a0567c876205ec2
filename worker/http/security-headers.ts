import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { randomToken } from '../auth/crypto';

/**
 * A Content-Security-Policy the SPA works under: scripts from our origin plus
 * the per-response nonce of the inlined bootstrap data; styles allow inline
 * attributes (react-aria positions popovers with them) and the web font
 * service of SPEC section 7; frames and framing only from the same origin,
 * so the appearance editor can preview the app in an iframe.
 */
function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "font-src 'self' data: https://fonts.gstatic.com",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "connect-src 'self' ws: wss:",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  c.set('cspNonce', randomToken(16));
  await next();
  // A WebSocket upgrade answer must go back untouched (DESIGN section 1).
  if (c.res.status === 101) return;
  // Responses passed through from ASSETS or a Durable Object have immutable headers.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(c.get('cspNonce')));
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
});
