import { CALL_TIMEOUT_MS, RATE_LIMIT_MIN_SECONDS } from './scrobbling-constants';

/**
 * What one call to a service came to:
 * sent; revoked (the token or session is no longer valid: the listener reconnects);
 * retry (down, timed out, rate limited: try again later, after delaySeconds when the service said);
 * rejected (the service will never take these scrobbles: they are dropped as failed);
 * refused (the site's own Last.fm key is refused: nothing can be sent until the admin fixes it).
 */
export type SendResult =
  | { kind: 'sent' }
  | { kind: 'revoked'; message: string }
  | { kind: 'retry'; message: string; delaySeconds?: number }
  | { kind: 'rejected'; message: string }
  | { kind: 'refused'; message: string };

export const SENT: SendResult = { kind: 'sent' };

/** A fetch that gives up after `timeoutMs`; a network failure or a timeout is a retry, never a thrown error. */
export async function callService(url: string, init: RequestInit, timeoutMs = CALL_TIMEOUT_MS): Promise<Response | SendResult> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { kind: 'retry', message: timedOut ? 'The service did not answer in time.' : 'The service could not be reached.' };
  }
}

/** A 429's wait: the service's own figure (Retry-After, X-RateLimit-Reset-In), at least RATE_LIMIT_MIN_SECONDS. */
export function rateLimited(response: Response, message: string): SendResult {
  const said = Number(response.headers.get('x-ratelimit-reset-in') ?? response.headers.get('retry-after') ?? 0);
  return { kind: 'retry', message, delaySeconds: Math.max(RATE_LIMIT_MIN_SECONDS, Number.isFinite(said) ? Math.ceil(said) : 0) };
}

export async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
