import { openSecret, sealSecret } from '../app-passwords/secret-box';
import { LASTFM_STATE_SECONDS } from './scrobbling-constants';

/**
 * The `state` the Last.fm callback carries: the user id and an expiry,
 * AES-GCM sealed (so signed, and opaque) with the app-password key. The
 * callback only stores a session for the user who started, and only soon after.
 */
export const lastFmState = (env: Env, userId: number) => sealSecret(env, JSON.stringify({ user: userId, until: Math.floor(Date.now() / 1000) + LASTFM_STATE_SECONDS }));

export async function stateUser(env: Env, state: string): Promise<number | null> {
  const text = await openSecret(env, state);
  if (!text) return null;
  try {
    const { user, until } = JSON.parse(text) as { user?: unknown; until?: unknown };
    return typeof user === 'number' && typeof until === 'number' && until >= Date.now() / 1000 ? user : null;
  } catch {
    return null;
  }
}
