import { serveFetchHandler, type LoopbackServer } from './loopback-fetch-server';
import { answerListenBrainz, answerListenBrainzControl, type ListenBrainzState } from '../../worker/support/fake-listenbrainz';
import { allowedCallback, answerLastFm, LASTFM_TEST_KEY } from '../../worker/support/fake-lastfm';

/** The Last.fm account name the fake's sign-in page allows as. */
export const FAKE_LASTFM_NAME = 'e2e-fm';

/**
 * The worker tests' fakes of ListenBrainz (/1/...) and Last.fm (/2.0/) on a
 * loopback port, for the local server under e2e (LISTENBRAINZ_API_BASE and
 * LASTFM_API_BASE, tests/e2e/global-setup.ts): no e2e run, the fuzz
 * included, ever reaches the real services. /listenbrainz/<token> hands a
 * test that account's listens and calls. /api/auth/ stands in for Last.fm's
 * sign-in page (LASTFM_AUTH_URL): the listener allows the site at once, and
 * the browser goes back to `cb` with a token, as Last.fm sends it.
 */
export async function startFakeScrobbling(): Promise<LoopbackServer> {
  // A failure the fake was told to make (a dropped connection) throws: serveFetchHandler drops the connection.
  return serveFetchHandler(async (request, url) =>
    url.pathname === '/api/auth/'
      ? url.searchParams.get('api_key') === LASTFM_TEST_KEY
        ? new Response(null, { status: 302, headers: { Location: allowedCallback(url.searchParams.get('cb') ?? '', FAKE_LASTFM_NAME) } })
        : new Response('Invalid API key', { status: 400 })
      : url.pathname.startsWith('/1/')
        ? await answerListenBrainz(request)
        : url.pathname.startsWith('/2.0')
          ? await answerLastFm(request)
          : ((await answerListenBrainzControl(request)) ?? new Response('Not found', { status: 404 })),
  );
}

/** From an e2e test: a fake ListenBrainz account's listens and calls. */
export async function fakeListenBrainzAt(base: string, token: string): Promise<ListenBrainzState> {
  return (await (await fetch(`${base}/listenbrainz/${encodeURIComponent(token)}`)).json()) as ListenBrainzState;
}
