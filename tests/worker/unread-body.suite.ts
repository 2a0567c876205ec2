import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { discardingUnreadBody, discardRest, UNREAD_BODY_BYTES } from '../../worker/http/unread-body';
import { BASE, createUser, guestHeaders, loginAs } from './support/http';

// worker/http/unread-body.ts: a body the app answers without reading is read
// to its end (up to a bound) before the answer goes out, so the connection
// workerd holds to the client stays clean for its next request
// (tests/e2e/hostile-requests.test.ts checks that over a real socket).

const KiB = 1024;
const MiB = 1024 * KiB;

/** A request body of `total` bytes in 64 KiB chunks that records how much of it was read. */
function source(total: number, { stallAfter }: { stallAfter?: number } = {}) {
  const seen = { pulled: 0, closed: false, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stallAfter !== undefined && seen.pulled >= stallAfter) return new Promise<void>(() => {});
        const size = Math.min(64 * KiB, total - seen.pulled);
        seen.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
        if (seen.pulled >= total) {
          seen.closed = true;
          controller.close();
        }
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

async function call(path: string, init: RequestInit) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${BASE}${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('a body the app did not read', () => {
  it('is read to its end before a guest upload gets its 401', async () => {
    const body = source(3 * MiB);
    const res = await call('/api/v1/file-entries', {
      method: 'POST',
      headers: { ...guestHeaders(), Accept: 'application/json', 'Content-Type': 'multipart/form-data; boundary=x' },
      body: body.stream,
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: expect.any(String), action: { label: 'Log in', action: '/login' } });
    expect(body.seen).toEqual({ pulled: 3 * MiB, closed: true, cancelled: false });
  });

  it('is read to its end through a method override too', async () => {
    const body = source(256 * KiB);
    const res = await call('/api/v1/users/me/preferences/x', {
      method: 'POST',
      headers: { ...guestHeaders(), Accept: 'application/json', 'Content-Type': 'application/json', 'X-HTTP-Method-Override': 'PUT' },
      body: body.stream,
    });
    expect(res.status).toBe(401);
    expect(body.seen).toMatchObject({ pulled: 256 * KiB, closed: true });
  });

  it('is read to its end before a cookie write without its XSRF header gets its 419', async () => {
    const { headers } = await loginAs((await createUser()).id);
    const body = source(100 * KiB);
    const res = await call('/api/v1/users/me/locale', {
      method: 'POST',
      headers: { Cookie: headers.Cookie, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body.stream,
    });
    expect(res.status).toBe(419);
    expect(body.seen).toMatchObject({ pulled: 100 * KiB, closed: true });
  });

  it('past the JSON limit: the 413 comes after the rest of the body was read, not cut off', async () => {
    const body = source(2 * MiB);
    const res = await call('/api/v1/users/me/locale', {
      method: 'POST',
      headers: { ...guestHeaders(), Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body.stream,
    });
    expect(res.status).toBe(413);
    expect(body.seen).toMatchObject({ pulled: 2 * MiB, closed: true });
  });

  it('is read only up to the bound, and not at all when its declared length is over the bound', async () => {
    const refuse = discardingUnreadBody(() => new Response('{"message":"no"}', { status: 413 }));
    const ctx = createExecutionContext();

    const long = source(UNREAD_BODY_BYTES + 4 * MiB);
    expect(await discardRest(long.stream)).toBe(false);
    expect(long.seen.pulled).toBeLessThanOrEqual(UNREAD_BODY_BYTES + 64 * KiB);
    expect(long.seen.cancelled).toBe(true);

    const declared = source(UNREAD_BODY_BYTES + MiB);
    const request = new Request(`${BASE}/api/v1/file-entries`, { method: 'POST', headers: { 'Content-Length': String(UNREAD_BODY_BYTES + MiB) }, body: declared.stream });
    expect((await refuse(request, env, ctx)).status).toBe(413);
    expect(declared.seen.pulled).toBe(0);
  });

  it('is not asked for when its client waits for 100-continue: the answer goes out at once', async () => {
    const refuse = discardingUnreadBody(() => new Response('{"message":"no"}', { status: 401 }));
    const waiting = source(MiB);
    const request = new Request(`${BASE}/api/v1/file-entries`, { method: 'POST', headers: { Expect: '100-continue' }, body: waiting.stream });
    expect((await refuse(request, env, createExecutionContext())).status).toBe(401);
    expect(waiting.seen.pulled).toBe(0);
  });

  it('is not waited for once it stalls', async () => {
    const stalled = source(MiB, { stallAfter: 64 * KiB });
    expect(await discardRest(stalled.stream, UNREAD_BODY_BYTES, 20)).toBe(false);
    expect(stalled.seen.pulled).toBe(64 * KiB);
  });
});
