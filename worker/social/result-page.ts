import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../types';
import type { BootstrapData } from '../bootstrap/bootstrap-types';
import { scriptJson } from '../spa/html';
import { cspNonce } from '../http/security-headers';

/** SPEC section 4: what the social sign-in popup reports to the window that opened it. */
export type SocialAuthStatus = 'SUCCESS' | 'ALREADY_LOGGED_IN' | 'REQUEST_PASSWORD' | 'ERROR';
export type SocialAuthResult = { status: SocialAuthStatus; bootstrapData?: BootstrapData; message?: string };

/** SPEC section 8: the social sign-in error when nothing more specific can be said. */
export const SOCIAL_ERROR_MESSAGE = 'An error occurred. Please try again later';

/**
 * The popup's last page: it posts the result to its opener, only to our own
 * origin, and closes. Opened without an opener (a new tab, or a provider page
 * that severed it), it goes home, where the new session is already in place.
 * Its one inline script runs under the response's CSP nonce.
 */
export function resultPage(c: Context<AppEnv>, result: SocialAuthResult, status: ContentfulStatusCode = 200) {
  const message = { type: 'social-auth', ...result };
  const nonce = cspNonce(c);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in…</title></head>
<body>
<script nonce="${nonce}">
(function () {
  var message = ${scriptJson(message)};
  if (window.opener && window.opener !== window) {
    window.opener.postMessage(message, location.origin);
    window.close();
  } else {
    location.replace('/');
  }
})();
</script>
</body>
</html>`;
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}
