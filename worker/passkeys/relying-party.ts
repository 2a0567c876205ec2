import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { notFound } from '../http/errors';
import { getSettings } from '../settings/settings-service';

/** How long a WebAuthn ceremony may take, and how long its challenge lives. */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;
/** COSE ids: EdDSA, ES256, RS256, what authenticators commonly offer and workerd can verify. */
export const PASSKEY_ALGORITHMS = [-8, -7, -257];

/**
 * The relying party is the host the browser talks to: rpID is the request's
 * hostname and the expected origin its origin, so one deployment works on
 * any domain (and on localhost in development) without configuration.
 */
export async function relyingParty(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  const settings = await getSettings(c.env, c.get('db'));
  return { rpID: url.hostname, origin: url.origin, rpName: String(settings['branding.site_name'] || 'Melodia') };
}

/** Setting `passkeys.enable` off hides every passkey route (404). */
export const requirePasskeys = createMiddleware<AppEnv>(async (c, next) => {
  if ((await getSettings(c.env, c.get('db')))['passkeys.enable'] !== true) throw notFound();
  await next();
});
