import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildServer } from '../../scripts/local-server';
import { ApiSession } from './support/api-session';
import { chunkedBytes, headOf, rawRequest } from './support/raw-http';
import { startOwnServer } from './support/own-server';

// Issue 11 on the local server itself: oversize, truncated and chunked bodies
// never take it down, a made-up address header buys no fresh sign-in budget,
// and files served without the worker carry nosniff. A server of its own: the
// login limit this file trips would lock the shared server's loopback out.
const MiB = 1024 * 1024;
let server: ChildServer;
let artist: ApiSession;

beforeAll(async () => {
  server = await startOwnServer('hostile');
  artist = new ApiSession(server.url);
  await artist.request('POST', '/auth/login', { email: 'artist@example.com', password: 'demo12345', remember: false });
});

afterAll(async () => {
  await server?.stop();
});

/** The server still answers, and its process still runs. */
async function expectAlive() {
  const res = await fetch(`${server.url}/api/v1/bootstrap-data`, { signal: AbortSignal.timeout(5000) });
  expect(res.status).toBe(200);
  expect(server.alive()).toBe(true);
}

const GUEST_JSON = { 'Content-Type': 'application/json', Cookie: 'XSRF-TOKEN=t', 'X-XSRF-TOKEN': 't' };

describe('bodies the local server must survive', () => {
  it('answers oversize, truncated and chunked bodies and keeps serving, three rounds in a row', async () => {
    const { Cookie, 'X-XSRF-TOKEN': xsrf } = artist.authHeaders();
    const tusHeaders = { Cookie, 'X-XSRF-TOKEN': xsrf, 'Tus-Resumable': '1.0.0' };
    const oversize: (number | string)[] = [];
    for (let round = 1; round <= 3; round++) {
      for (const path of ['/api/v1/users/me/locale', '/auth/forgot-password']) {
        const answer = await rawRequest(server.port, headOf('POST', path, { ...GUEST_JSON, 'Transfer-Encoding': 'chunked' }), () => chunkedBytes(2 * MiB));
        // The 413 goes out while the client is still sending; closing on a
        // sender can reset the connection before the client reads the answer.
        oversize.push(answer.status ?? answer.closedBy);
        await expectAlive();
      }

      // A signed object PUT that declares 120 MiB and sends 16 bytes gets its 413 at once.
      const put = await rawRequest(server.port, headOf('PUT', '/api/v1/s3/signed/object?key=uploads/1/x.wav&signature=x', { 'Content-Length': String(120 * MiB) }), async function* () {
        yield new Uint8Array(16);
      });
      expect([put.status, put.closedBy]).toEqual([413, 'server']);
      await expectAlive();

      // A body shorter than it declared: the client gives up, the server does not.
      const short = await rawRequest(server.port, headOf('POST', '/api/v1/users/me/locale', { ...GUEST_JSON, 'Content-Length': '100' }), async function* () {
        yield new TextEncoder().encode('{"locale":"');
      }, 1500);
      expect(short.closedBy).toBe('client-timeout');
      await expectAlive();

      // 1 MiB into an upload of 100 bytes.
      const created = await fetch(`${server.url}/api/v1/tus/upload`, {
        method: 'POST',
        headers: { ...tusHeaders, 'Upload-Length': '100', 'Upload-Metadata': `name ${btoa('tiny.wav')},type ${btoa('audio/wav')}` },
      });
      expect(created.status).toBe(201);
      const location = new URL(created.headers.get('Location')!, server.url).pathname;
      const patch = await rawRequest(
        server.port,
        headOf('PATCH', location, { ...tusHeaders, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '0', 'Transfer-Encoding': 'chunked' }),
        () => chunkedBytes(MiB),
      );
      expect(patch.status).toBe(413);
      await expectAlive();

      // 120 MiB of multipart, chunked, at the plain upload route (100 MB).
      const boundary = 'e2e-boundary';
      const upload = await rawRequest(
        server.port,
        headOf('POST', '/api/v1/file-entries', { Cookie, 'X-XSRF-TOKEN': xsrf, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked' }),
        () => chunkedBytes(120 * MiB, MiB, `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`),
        30_000,
      );
      expect(upload.status ?? upload.closedBy).toBeOneOf([422, 'error']);
      await expectAlive();
    }
    expect(oversize.every((answer) => answer === 413 || answer === 'error')).toBe(true);
    expect(oversize).toContain(413);
  }, 240_000);
});

describe('the sign-in limit and made-up address headers', () => {
  it('keeps counting a guesser who sends a new CF-Connecting-IP with every attempt', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const res = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { ...GUEST_JSON, Accept: 'application/json', 'CF-Connecting-IP': `203.0.113.${i}`, 'X-Forwarded-For': `198.51.100.${i}` },
        body: JSON.stringify({ email: 'listener@example.com', password: `guess-${i}`, remember: false }),
      });
      statuses.push(res.status);
    }
    // Five guesses of one account, then 429 however the address header changes.
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });
});

describe('files served without the worker', () => {
  it('carry nosniff, and a file that is not there is a 404, not the HTML page', async () => {
    const html = await (await fetch(server.url)).text();
    const script = /\/assets\/[^"]+\.js/.exec(html)![0];
    for (const path of [script, '/favicon.svg', '/images/logo-mark.svg', '/robots.txt', '/manifest.webmanifest']) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(await manifest.json()).toMatchObject({ name: 'Melodia', start_url: '/' });
    const favicon = await fetch(`${server.url}/favicon.ico`);
    expect(favicon.status).toBe(404);
    expect(favicon.headers.get('content-type')).toContain('application/json');
  });
});
