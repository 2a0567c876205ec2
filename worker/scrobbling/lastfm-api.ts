import { lastFmApiUrl, type LastFmKeys } from './service-config';
import { callService, rateLimited, readJson, SENT, type SendResult } from './send-result';
import type { OutboxListen } from './outbox-listen';

// Last.fm's API 2.0 (last.fm/api): POST form-encoded to /2.0/, signed with api_sig, answered as JSON (format=json).

/** Error codes (last.fm/api/errorcodes) by what to do about them. */
const REVOKED = new Set([9]); // invalid session key: the listener revoked the site or the session expired
const TEMPORARY = new Set([8, 11, 16]); // operation failed, service offline, temporarily unavailable
const RATE_LIMIT = 29;
const SITE_KEY = new Set([4, 10, 13, 26]); // authentication failed, invalid API key, invalid signature, suspended key

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * api_sig (last.fm/api/authspec, section 8): every parameter but `format`
 * and `callback` as name then value, names in ASCII order (so artist[10]
 * before artist[1]), then the shared secret; the MD5 of that in UTF-8, as hex.
 */
export async function lastFmSignature(params: Record<string, string>, secret: string): Promise<string> {
  const text = Object.keys(params)
    .filter((name) => name !== 'format' && name !== 'callback')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => name + params[name])
    .join('');
  return hex(await crypto.subtle.digest('MD5', new TextEncoder().encode(text + secret)));
}

type LastFmAnswer = { body: Record<string, unknown> } | SendResult;

async function call(env: Env, keys: LastFmKeys, params: Record<string, string>, timeoutMs?: number): Promise<LastFmAnswer> {
  const signed = { ...params, api_key: keys.apiKey };
  const form = new URLSearchParams({ ...signed, api_sig: await lastFmSignature(signed, keys.secret), format: 'json' });
  const answer = await callService(lastFmApiUrl(env), { method: 'POST', body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }, timeoutMs);
  if (!(answer instanceof Response)) return answer;
  const body = await readJson(answer);
  const code = typeof body?.error === 'number' ? body.error : null;
  const message = typeof body?.message === 'string' ? body.message : `Last.fm answered ${answer.status}.`;
  if (code !== null && REVOKED.has(code)) return { kind: 'revoked', message };
  if (code === RATE_LIMIT || answer.status === 429) return rateLimited(answer, message);
  if (code !== null && SITE_KEY.has(code)) return { kind: 'refused', message };
  if ((code !== null && TEMPORARY.has(code)) || answer.status >= 500 || !body) return { kind: 'retry', message };
  if (code !== null || !answer.ok) return { kind: 'rejected', message };
  return { body };
}

/** auth.getSession: the token the listener's browser came back with, traded for a session key that never expires. */
export async function lastFmSession(env: Env, keys: LastFmKeys, token: string): Promise<{ key: string; name: string } | { message: string }> {
  const answer = await call(env, keys, { method: 'auth.getSession', token });
  if (!('body' in answer)) return { message: answer.kind === 'sent' ? '' : answer.message };
  const session = answer.body.session as { key?: unknown; name?: unknown } | undefined;
  if (typeof session?.key !== 'string' || typeof session.name !== 'string') return { message: 'Last.fm answered without a session.' };
  return { key: session.key, name: session.name };
}

const trackParams = (listen: OutboxListen, suffix = '') => ({
  [`artist${suffix}`]: listen.artist,
  [`track${suffix}`]: listen.track,
  ...(listen.album ? { [`album${suffix}`]: listen.album } : {}),
  [`duration${suffix}`]: String(listen.duration),
});

/** track.updateNowPlaying: one try, short (a failed now-playing request is not retried: last.fm/api/scrobbling). */
export async function updateNowPlaying(env: Env, keys: LastFmKeys, sessionKey: string, listen: OutboxListen, timeoutMs: number): Promise<SendResult> {
  const answer = await call(env, keys, { method: 'track.updateNowPlaying', sk: sessionKey, ...trackParams(listen) }, timeoutMs);
  return 'body' in answer ? SENT : answer;
}

/** track.scrobble: up to 50 in array notation (artist[i], track[i], timestamp[i], ...). An ignored scrobble is Last.fm's final word: it counts as sent. */
export async function scrobbleTracks(env: Env, keys: LastFmKeys, sessionKey: string, listens: OutboxListen[]): Promise<SendResult> {
  const params: Record<string, string> = { method: 'track.scrobble', sk: sessionKey };
  listens.forEach((listen, index) => Object.assign(params, trackParams(listen, `[${index}]`), { [`timestamp[${index}]`]: String(listen.listened_at) }));
  const answer = await call(env, keys, params);
  return 'body' in answer ? SENT : answer;
}
