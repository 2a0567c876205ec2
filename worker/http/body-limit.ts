import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../types';
import { HttpError } from './errors';

/** JSON and form bodies; upload routes declare their own, larger limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A route that takes a file declares its own limit and the error an
 * oversized body gets (its domain owns both). The limit runs before routing,
 * so routes are told apart by path here.
 */
export type BodyLimitOverride = {
  path: RegExp;
  maxSize: number;
  tooLarge: () => HttpError;
  /**
   * The route streams a body of declared length (tus chunks, signed parts)
   * and counts its bytes itself, so only the declaration is checked here. A
   * body without a length is still counted as it arrives.
   */
  streamed?: boolean;
};

/**
 * Counts a body's bytes as the route reads them and errors the route's
 * stream at the first byte over `maxSize`, so nothing is buffered and the
 * answer can go out while the client is still sending. The source is read
 * through a reader of its own, which `release()` lets go of once the route is
 * done: what the route left unread (the rest of an oversized body, or all of
 * one refused before it was read) is then discarded up to a bound before the
 * answer leaves (worker/http/unread-body.ts), rather than cut off mid-stream.
 */
function countingBody(body: ReadableStream<Uint8Array>, maxSize: number, onOverflow: () => void) {
  const reader = body.getReader();
  let count = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await reader.read();
        if (next.done) return controller.close();
        count += next.value.byteLength;
        if (count > maxSize) {
          onOverflow();
          controller.error(new HttpError(413));
        } else controller.enqueue(next.value);
      },
      // The route stopped reading; the rest stays with the source for the discard.
      cancel() {},
    },
    { highWaterMark: 0 },
  );
  const release = () => {
    try {
      reader.releaseLock();
    } catch {
      // A read still pending: the source stays locked and is left to the runtime.
    }
  };
  return { stream, release };
}

/**
 * docs/api/http-contract.md, "Body limits". A declared Content-Length over
 * the limit is refused before a byte is read. Otherwise the body is counted
 * as it is read, whether or not it declared a length (workerd itself ends a
 * declared body at its length). When the count trips, whatever the reader
 * made of the broken stream (a JSON or form parse error, a failed R2 write)
 * leaves as the limit's own error.
 */
export const limitBody = (overrides: BodyLimitOverride[] = [], maxSize = JSON_BODY_LIMIT_BYTES) => {
  const standard = { maxSize, tooLarge: () => new HttpError(413), streamed: false };
  return createMiddleware<AppEnv>(async (c, next) => {
    const limit = overrides.find((route) => route.path.test(c.req.path)) ?? standard;
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && !(Number(declared) <= limit.maxSize)) throw limit.tooLarge();
    const body = c.req.raw.body;
    if (!body || (limit.streamed && declared !== undefined)) return next();

    let tripped = false;
    const counted = countingBody(body, limit.maxSize, () => (tripped = true));
    c.req.raw = new Request(c.req.raw, { body: counted.stream });
    try {
      await next();
    } catch (error) {
      throw tripped ? limit.tooLarge() : error;
    } finally {
      counted.release();
    }
    // A route that caught the broken stream and answered anyway: the limit's answer stands.
    if (tripped) throw limit.tooLarge();
  });
};
