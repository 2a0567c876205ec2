import { createHash } from 'node:crypto';

/**
 * A loopback stand-in for Last.fm's API 2.0 (last.fm/api): POST
 * form-encoded to /2.0/ with `format=json`, every call signed with api_sig
 * (the MD5 of the parameters but format and callback, in ASCII order of
 * name, then the shared secret: last.fm/api/authspec) and checked here as
 * Last.fm does, with its error codes (last.fm/api/errorcodes): 10 invalid
 * API key, 13 invalid signature, 9 invalid session key, 6 invalid
 * parameters, 14 unauthorized token. It runs in Node (outbound-fakes.ts).
 *
 * Web authentication (last.fm/api/webauth) is https://fakes.test/lastfm/authorize?cb=...&name=...:
 * the listener allows the site, and the fake answers the callback URL with a
 * token that auth.getSession trades once for a session of that name.
 */

export const LASTFM_TEST_KEY = 'lastfm-test-key';
export const LASTFM_TEST_SECRET = 'lastfm-test-secret';
/** Last.fm's limit per track.scrobble call. */
export const LASTFM_MAX_SCROBBLES = 50;

export type LastFmScrobble = { artist: string; track: string; album?: string; timestamp: number; duration?: number };
export type LastFmCall = { method: string; count: number; error?: number; status: number };
/** What the next call answers instead: a Last.fm error code, an HTTP status, or a dropped connection. */
export type LastFmFailure = { error: number } | { status: number } | { drop: true };

type Account = { scrobbles: LastFmScrobble[]; nowPlaying: LastFmScrobble[]; calls: LastFmCall[]; failures: LastFmFailure[]; revoked: boolean };

const accounts = new Map<string, Account>();
/** Session key -> account name; auth token -> account name (until traded). */
const sessions = new Map<string, string>();
const tokens = new Map<string, string>();
let issued = 0;

const account = (name: string) => {
  let found = accounts.get(name);
  if (!found) accounts.set(name, (found = { scrobbles: [], nowPlaying: [], calls: [], failures: [], revoked: false }));
  return found;
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const lfmError = (code: number, message: string, status = 200) => json({ error: code, message }, status);

export function lastFmSignature(params: Record<string, string>, secret: string): string {
  const names = Object.keys(params)
    .filter((name) => name !== 'format' && name !== 'callback')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('md5')
    .update(names.map((name) => name + params[name]).join('') + secret, 'utf8')
    .digest('hex');
}

/** The scrobbles of array notation (artist[i], track[i], timestamp[i], ...), or a single one without indexes; now playing has no timestamp. */
function scrobblesOf(params: Record<string, string>, timed: boolean): LastFmScrobble[] | null {
  const indexes = new Set(Object.keys(params).flatMap((name) => /^\w+\[(\d+)\]$/.exec(name)?.[1] ?? []));
  const suffixes = indexes.size ? [...indexes].sort((a, b) => Number(a) - Number(b)).map((i) => `[${i}]`) : [''];
  const list: LastFmScrobble[] = [];
  for (const s of suffixes) {
    const timestamp = Number(params[`timestamp${s}`]);
    if (!params[`artist${s}`] || !params[`track${s}`] || (timed && !Number.isInteger(timestamp))) return null;
    list.push({ artist: params[`artist${s}`], track: params[`track${s}`], ...(params[`album${s}`] ? { album: params[`album${s}`] } : {}), timestamp, ...(params[`duration${s}`] ? { duration: Number(params[`duration${s}`]) } : {}) });
  }
  return list;
}

export async function answerLastFm(request: Request): Promise<Response> {
  if (request.method !== 'POST' || !new URL(request.url).pathname.startsWith('/2.0')) return lfmError(3, 'Invalid Method - No method with that name in this package', 400);
  const params = Object.fromEntries(new URLSearchParams(await request.text()));
  const { api_sig, ...signed } = params;
  if (params.api_key !== LASTFM_TEST_KEY) return lfmError(10, 'Invalid API key - You must be granted a valid key by last.fm', 403);
  if (api_sig !== lastFmSignature(signed, LASTFM_TEST_SECRET)) return lfmError(13, 'Invalid method signature supplied', 403);
  if (params.method === 'auth.getSession') {
    const name = tokens.get(params.token ?? '');
    if (!name) return lfmError(14, 'Unauthorized Token - This token has not been authorized', 403);
    tokens.delete(params.token);
    const key = `sk-${++issued}-${name}`;
    sessions.set(key, name);
    account(name).revoked = false;
    return json({ session: { name, key, subscriber: 0 } });
  }
  const name = sessions.get(params.sk ?? '');
  if (!name || account(name).revoked) return lfmError(9, 'Invalid session key - Please re-authenticate', 403);
  const user = account(name);
  const method = params.method ?? '';
  const failure = user.failures.shift();
  if (failure && 'drop' in failure) throw new Error('connection reset');
  if (failure) {
    user.calls.push({ method, count: 0, status: 'status' in failure ? failure.status : 200, ...('error' in failure ? { error: failure.error } : {}) });
    return 'status' in failure ? new Response('upstream down', { status: failure.status }) : lfmError(failure.error, 'Failing on purpose.');
  }
  const scrobbles = scrobblesOf(params, method === 'track.scrobble');
  if ((method !== 'track.updateNowPlaying' && method !== 'track.scrobble') || !scrobbles) {
    user.calls.push({ method, count: 0, error: 6, status: 200 });
    return lfmError(6, 'Invalid parameters - Your request is missing a required parameter');
  }
  if (method === 'track.updateNowPlaying') {
    user.calls.push({ method, count: 1, status: 200 });
    const { timestamp: _none, ...playing } = scrobbles[0];
    user.nowPlaying.push(playing as LastFmScrobble);
    return json({ nowplaying: { track: { '#text': scrobbles[0].track }, artist: { '#text': scrobbles[0].artist }, ignoredMessage: { code: '0', '#text': '' } } });
  }
  if (scrobbles.length > LASTFM_MAX_SCROBBLES) {
    user.calls.push({ method, count: scrobbles.length, error: 6, status: 200 });
    return lfmError(6, 'Invalid parameters - Too many scrobbles');
  }
  user.calls.push({ method, count: scrobbles.length, status: 200 });
  user.scrobbles.push(...scrobbles);
  return json({
    scrobbles: {
      '@attr': { accepted: scrobbles.length, ignored: 0 },
      scrobble: scrobbles.map((s) => ({ artist: { '#text': s.artist }, track: { '#text': s.track }, timestamp: String(s.timestamp), ignoredMessage: { code: '0', '#text': '' } })),
    },
  });
}

/** The listener `name` allows the site on Last.fm's page: the callback `cb` with a token auth.getSession trades once. */
export function allowedCallback(cb: string, name: string): string {
  const token = `token-${++issued}`;
  tokens.set(token, name);
  const back = new URL(cb);
  back.searchParams.set('token', token);
  return back.href;
}

/** https://fakes.test/lastfm/authorize?cb=&name= (the listener allows the site) and /lastfm/<name>[/revoke|/failures]; null for other paths. */
export async function answerLastFmControl(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  const [, service, name, action] = url.pathname.split('/').map(decodeURIComponent);
  if (service !== 'lastfm' || !name) return null;
  if (name === 'authorize') return json({ callback: allowedCallback(url.searchParams.get('cb') ?? '', url.searchParams.get('name') ?? 'listener') });
  const user = account(name);
  if (action === 'revoke') user.revoked = true;
  if (action === 'failures') user.failures.push(...((await request.json()) as LastFmFailure[]));
  const { scrobbles, nowPlaying, calls } = user;
  return json({ scrobbles, nowPlaying, calls });
}

export type LastFmState = { scrobbles: LastFmScrobble[]; nowPlaying: LastFmScrobble[]; calls: LastFmCall[] };

/** From a test (in workerd): an account's scrobbles and calls; `action` revokes its sessions or queues failures first. */
export async function fakeLastFm(name: string, action?: { revoke: true } | { failures: LastFmFailure[] }): Promise<LastFmState> {
  const url = `https://fakes.test/lastfm/${encodeURIComponent(name)}`;
  const response = !action
    ? await fetch(url)
    : 'revoke' in action
      ? await fetch(`${url}/revoke`, { method: 'POST' })
      : await fetch(`${url}/failures`, { method: 'POST', body: JSON.stringify(action.failures) });
  return (await response.json()) as LastFmState;
}

/** From a test: the listener allows the site on Last.fm's page; the callback URL the browser is sent back to, with its token. */
export async function allowOnFakeLastFm(authUrl: string, name: string): Promise<string> {
  const cb = new URL(authUrl).searchParams.get('cb') ?? '';
  const answer = await fetch(`https://fakes.test/lastfm/authorize?${new URLSearchParams({ cb, name })}`);
  return ((await answer.json()) as { callback: string }).callback;
}
