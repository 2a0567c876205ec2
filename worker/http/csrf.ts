import { createMiddleware } from 'hono/factory';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../types';
import { randomToken, timingSafeEqual } from '../auth/crypto';
import { HttpError } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF check (DESIGN section 3): the readable XSRF-TOKEN cookie
 * must come back in the X-XSRF-TOKEN header on every state-changing request
 * that cookies could have authenticated. Bearer-token requests are exempt.
 */
export const csrf = createMiddleware<AppEnv>(async (c, next) => {
  const cookie = getCookie(c, XSRF_COOKIE);
  if (!SAFE_METHODS.has(c.req.method) && c.get('authVia') !== 'token') {
    const header = c.req.header(XSRF_HEADER);
    if (!cookie || !header || !timingSafeEqual(cookie, decodeURIComponent(header))) {
      throw new HttpError(419);
    }
  }
  if (!cookie) {
    setCookie(c, XSRF_COOKIE, randomToken(24), {
      path: '/',
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
    });
  }
  await next();
});
