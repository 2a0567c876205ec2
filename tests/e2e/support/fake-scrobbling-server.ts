import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
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
export async function startFakeScrobbling(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const body = req.method === 'GET' ? undefined : await readBody(req);
    const request = new Request(url, { method: req.method, headers: req.headers as Record<string, string>, body });
    let response: Response;
    try {
      response = url.pathname === '/api/auth/'
        ? url.searchParams.get('api_key') === LASTFM_TEST_KEY
          ? new Response(null, { status: 302, headers: { Location: allowedCallback(url.searchParams.get('cb') ?? '', FAKE_LASTFM_NAME) } })
          : new Response('Invalid API key', { status: 400 })
        : url.pathname.startsWith('/1/')
        ? await answerListenBrainz(request)
        : url.pathname.startsWith('/2.0')
          ? await answerLastFm(request)
          : ((await answerListenBrainzControl(request)) ?? new Response('Not found', { status: 404 }));
    } catch {
      // A failure the fake was told to make (a dropped connection).
      res.destroy();
      return;
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    res.writeHead(response.status, headers);
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** From an e2e test: a fake ListenBrainz account's listens and calls. */
export async function fakeListenBrainzAt(base: string, token: string): Promise<ListenBrainzState> {
  return (await (await fetch(`${base}/listenbrainz/${encodeURIComponent(token)}`)).json()) as ListenBrainzState;
}
