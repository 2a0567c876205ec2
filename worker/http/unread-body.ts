/**
 * A request body the app did not read (a refusal before the body: 401, 419,
 * a declared length over its limit; a limit tripped part-way; a tus chunk past
 * its upload's length) is read and thrown away, up to a bound, before the
 * answer goes out. Where workerd faces the client itself (the local server,
 * docs/decisions/012-local-server.md), an answer sent with the body still
 * coming makes it close the connection once 64 KiB or 1 s more of the body
 * arrive, without `Connection: close` (a worker cannot send one), so the
 * client meets a reset instead of the refusal, or loses its next request on
 * the same connection. Read to its end, the body leaves the connection clean
 * for the next request. A body longer than the bound, or one that stalls, is
 * left, and the connection closes as before: the price of an unbounded read
 * would be the server's time for anyone's bytes.
 */
export const UNREAD_BODY_BYTES = 16 * 1024 * 1024;
/** A client that sends nothing for this long (a body shorter than it declared) is not waited for. */
export const UNREAD_BODY_IDLE_MS = 1000;

type Handler = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

/**
 * Reads what is left of `body` and drops it: until its end (true), or false
 * once `maxBytes` more were read or no chunk came for `idleMs`. Never throws:
 * a broken or cancelled body just ends the attempt.
 */
export async function discardRest(body: ReadableStream<Uint8Array>, maxBytes = UNREAD_BODY_BYTES, idleMs = UNREAD_BODY_IDLE_MS): Promise<boolean> {
  // A reader still holds it (a route reading when it answered, a consumer that never lets go): nothing to do.
  if (body.locked) return false;
  const reader = body.getReader();
  let read = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    while (read <= maxBytes) {
      const idle = new Promise<'idle'>((resolve) => (timer = setTimeout(() => resolve('idle'), idleMs)));
      const next = await Promise.race([reader.read(), idle]);
      clearTimeout(timer);
      if (next === 'idle') return false;
      if (next.done) return true;
      read += next.value.byteLength;
    }
    return false;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    // Whatever is left stays with the runtime, which closes the connection over it.
    void reader.cancel().catch(() => undefined);
  }
}

/**
 * Wraps the worker's fetch: after the app answered, a body it left unread
 * (and that declared no more than the bound) is discarded before the answer
 * is returned. A body the app read, or holds, is not touched; nor is one
 * behind `Expect: 100-continue`, which its client sends only once told to
 * and leaves unsent after a final answer.
 */
export function discardingUnreadBody(handler: Handler): Handler {
  return async (request, env, ctx) => {
    const body = request.body;
    const response = await handler(request, env, ctx);
    if (body && !body.locked && wantsDiscard(request.headers)) await discardRest(body);
    return response;
  };
}

const wantsDiscard = (headers: Headers) =>
  !(Number(headers.get('Content-Length') ?? 0) > UNREAD_BODY_BYTES) && !/100-continue/i.test(headers.get('Expect') ?? '');
