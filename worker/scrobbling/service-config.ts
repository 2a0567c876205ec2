import type { Db } from '../db';
import { getSettings } from '../settings/settings-service';
import { readSecrets } from '../settings/secrets';

/**
 * The services' addresses. Another host (a loopback fake under e2e,
 * tests/e2e/global-setup.ts) comes from these variables, as STRIPE_API_BASE
 * does for billing; they are not in wrangler.toml because production never
 * sets them.
 */
type ScrobbleVars = Env & { LISTENBRAINZ_API_BASE?: string; LASTFM_API_BASE?: string; LASTFM_AUTH_URL?: string };

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export const listenBrainzBase = (env: Env) => trimSlash((env as ScrobbleVars).LISTENBRAINZ_API_BASE || 'https://api.listenbrainz.org');
/** Last.fm's API root: every method is a call to it (`method=track.scrobble`). */
export const lastFmApiUrl = (env: Env) => `${trimSlash((env as ScrobbleVars).LASTFM_API_BASE || 'https://ws.audioscrobbler.com')}/2.0/`;
/** The page where a listener allows the site (last.fm/api/webauth). */
export const lastFmAuthUrl = (env: Env) => `${trimSlash((env as ScrobbleVars).LASTFM_AUTH_URL || 'https://www.last.fm/api/auth')}/`;
/** Where a listener finds their ListenBrainz user token. */
export const LISTENBRAINZ_TOKEN_PAGE = 'https://listenbrainz.org/settings/';

export type LastFmKeys = { apiKey: string; secret: string };

/** The admin's Last.fm API account (Settings, Providers), or null when either half is missing: Last.fm is then not offered. */
export async function lastFmKeys(env: Env, db: Db): Promise<LastFmKeys | null> {
  const [settings, secrets] = await Promise.all([getSettings(env, db), readSecrets(db, ['scrobbling.lastfm.api_secret'])]);
  const apiKey = String(settings['scrobbling.lastfm.api_key'] ?? '').trim();
  const secret = secrets['scrobbling.lastfm.api_secret'].trim();
  return apiKey && secret ? { apiKey, secret } : null;
}
