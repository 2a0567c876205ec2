import type { SwaggerRequest } from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import { readCookie } from '../http/cookies';

/**
 * "Try it out" requests from the page ride the browser's session cookie, so
 * they need the anti-forgery header too (SPEC section 7). Token requests
 * (Authorize > bearer) are exempt server-side; the header does no harm there.
 */
export function addXsrfHeader(request: SwaggerRequest): SwaggerRequest {
  const token = readCookie('XSRF-TOKEN');
  if (token) request.headers['X-XSRF-TOKEN'] = token;
  return request;
}
