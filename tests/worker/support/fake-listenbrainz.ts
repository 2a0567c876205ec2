/**
 * A loopback stand-in for ListenBrainz's API (listenbrainz.readthedocs.io,
 * "API"): GET /1/validate-token and POST /1/submit-listens with
 * `Authorization: Token <token>`, checked as the real service checks them
 * (listen types, listened_at, the 1,000-listen limit, track names). It runs
 * in Node (outbound-fakes.ts for worker tests, fake-listenbrainz-server.ts
 * on a loopback port for e2e). Any token starting `lb-` is a user's (the
 * rest is the user name) until a test revokes it; each token keeps its own
 * listens and calls, so tests never see each other's.
 */

export type ListenBrainzListen = { listened_at?: number; track_metadata: { artist_name: string; track_name: string; release_name?: string; additional_info?: Record<string, unknown> } };
export type ListenBrainzCall = { listen_type: string; count: number; status: number };
/** What the next submit answers instead of accepting: a status (with X-RateLimit-Reset-In for 429), a dropped connection, or a 503 only after `afterMs` (a caller's timeout). */
export type ListenBrainzFailure = { status: number; resetIn?: number; afterMs?: number } | { drop: true };

type Account = { listens: ListenBrainzListen[]; playingNow: ListenBrainzListen[]; calls: ListenBrainzCall[]; failures: ListenBrainzFailure[]; revoked: boolean };

/** The most listens one request may carry (MAX_LISTENS_PER_REQUEST). */
export const LISTENBRAINZ_MAX_LISTENS = 1000;

const accounts = new Map<string, Account>();
const account = (token: string) => {
  let found = accounts.get(token);
  if (!found) accounts.set(token, (found = { listens: [], playingNow: [], calls: [], failures: [], revoked: false }));
  return found;
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const error = (code: number, message: string) => json({ code, error: message }, code);

/** The token of a request, when it is a user's. */
function tokenOf(request: Request): string | null {
  const token = /^Token (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  return token && token.startsWith('lb-') && !account(token).revoked ? token : null;
}

function badListen(listen: unknown, type: string): string | null {
  if (!listen || typeof listen !== 'object') return 'Invalid listen.';
  const { listened_at, track_metadata } = listen as Record<string, any>;
  if (type === 'playing_now' && listened_at !== undefined) return 'Listen has a listened_at value but listen_type is playing_now.';
  if (type !== 'playing_now' && !Number.isInteger(listened_at)) return 'JSON document must contain listened_at.';
  if (!track_metadata || typeof track_metadata.artist_name !== 'string' || !track_metadata.artist_name) return 'JSON document must contain artist_name.';
  if (typeof track_metadata.track_name !== 'string' || !track_metadata.track_name) return 'JSON document must contain track_name.';
  return null;
}

export async function answerListenBrainz(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/1/validate-token' && request.method === 'GET') {
    const token = tokenOf(request);
    // The real service answers 200 with valid false for a token it does not know.
    return json(token ? { code: 200, message: 'Token valid.', valid: true, user_name: token.slice(3) } : { code: 200, message: 'Token invalid.', valid: false });
  }
  if (pathname !== '/1/submit-listens' || request.method !== 'POST') return error(404, 'Not found');
  const token = tokenOf(request);
  if (!token) return error(401, 'Invalid authorization token.');
  const user = account(token);
  const body = (await request.json().catch(() => null)) as { listen_type?: string; payload?: unknown[] } | null;
  const type = body?.listen_type ?? '';
  const payload = Array.isArray(body?.payload) ? body.payload : [];
  const failure = user.failures.shift();
  if (failure && 'drop' in failure) throw new Error('connection reset');
  if (failure) {
    if (failure.afterMs) await new Promise((resolve) => setTimeout(resolve, failure.afterMs));
    user.calls.push({ listen_type: type, count: payload.length, status: failure.status });
    return json({ code: failure.status, error: 'Failing on purpose.' }, failure.status, failure.resetIn ? { 'X-RateLimit-Reset-In': String(failure.resetIn) } : {});
  }
  const refuse = (message: string) => {
    user.calls.push({ listen_type: type, count: payload.length, status: 400 });
    return error(400, message);
  };
  if (!['single', 'playing_now', 'import'].includes(type)) return refuse('JSON document must contain listen_type.');
  if (!payload.length) return refuse('JSON document must contain payload.');
  if (type !== 'import' && payload.length !== 1) return refuse('JSON document should contain exactly one listen for this listen_type.');
  if (payload.length > LISTENBRAINZ_MAX_LISTENS) return refuse('Too many listens.');
  for (const listen of payload) {
    const problem = badListen(listen, type);
    if (problem) return refuse(problem);
  }
  user.calls.push({ listen_type: type, count: payload.length, status: 200 });
  (type === 'playing_now' ? user.playingNow : user.listens).push(...(payload as ListenBrainzListen[]));
  return json({ status: 'ok' });
}

/** https://fakes.test/listenbrainz/<token>[/revoke|/failures]: what tests ask of and do to an account; null for other paths. */
export async function answerListenBrainzControl(request: Request): Promise<Response | null> {
  const [, service, token, action] = new URL(request.url).pathname.split('/').map(decodeURIComponent);
  if (service !== 'listenbrainz' || !token) return null;
  const user = account(token);
  if (action === 'revoke') user.revoked = true;
  if (action === 'failures') user.failures.push(...((await request.json()) as ListenBrainzFailure[]));
  const { listens, playingNow, calls } = user;
  return json({ listens, playingNow, calls });
}

export type ListenBrainzState = { listens: ListenBrainzListen[]; playingNow: ListenBrainzListen[]; calls: ListenBrainzCall[] };

/** From a test (in workerd): an account's listens and calls; `action` revokes the token or queues failures first. */
export async function fakeListenBrainz(token: string, action?: { revoke: true } | { failures: ListenBrainzFailure[] }): Promise<ListenBrainzState> {
  const url = `https://fakes.test/listenbrainz/${encodeURIComponent(token)}`;
  const response = !action
    ? await fetch(url)
    : 'revoke' in action
      ? await fetch(`${url}/revoke`, { method: 'POST' })
      : await fetch(`${url}/failures`, { method: 'POST', body: JSON.stringify(action.failures) });
  return (await response.json()) as ListenBrainzState;
}
