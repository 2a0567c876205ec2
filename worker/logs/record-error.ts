import type { Context } from 'hono';
import type { AppEnv } from '../types';
import { errorLogs } from '../../db/admin';
import { createDb } from '../db';
import { clientAddress } from '../http/client-address';
import { exceptionName } from '../http/error-trace';

/**
 * What one error_logs row keeps at most, in characters: a message or a stack
 * can be as long as a thrown value makes it (a whole SQL statement, a dumped
 * body), and a burst of such errors must not fill D1's 2 MB rows or the log.
 */
export const ERROR_LOG_LIMITS = { message: 2_000, stack: 16_000, url: 2_000, userAgent: 512 } as const;

/** Query parameters whose values may be credentials: tokens, signatures, codes, passwords. */
const SECRET_PARAM = /token|secret|passw|key|sig|code|auth|credential|session|otp|hash|jwt|nonce|state/i;
export const REDACTED = 'REDACTED';
/** The Subsonic API's credentials have one-letter names (worker/subsonic/subsonic-auth.ts): password, token, salt. */
const SUBSONIC_SECRET_PARAM = /^[pts]$/;

const bound = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The URL as logged: no userinfo, and the values of secret-looking query parameters replaced. */
export function redactUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return bound(raw.split('?')[0], ERROR_LOG_LIMITS.url);
  }
  const subsonic = url.pathname.startsWith('/rest/');
  const isSecret = (name: string) => SECRET_PARAM.test(name) || (subsonic && SUBSONIC_SECRET_PARAM.test(name));
  const query = [...url.searchParams]
    .map(([name, value]) => `${encodeURIComponent(name)}=${isSecret(name) ? REDACTED : encodeURIComponent(value)}`)
    .join('&');
  return bound(`${url.origin}${url.pathname}${query ? `?${query}` : ''}`, ERROR_LOG_LIMITS.url);
}

/** The row an unexpected error of this request becomes. */
export function errorLogEntry(c: Context<AppEnv>, error: unknown): typeof errorLogs.$inferInsert {
  const err = error instanceof Error ? error : new Error(String(error));
  return {
    exception: bound(exceptionName(error), 200),
    message: bound(err.message || exceptionName(error), ERROR_LOG_LIMITS.message),
    stack: bound(err.stack ?? '', ERROR_LOG_LIMITS.stack),
    method: c.req.method,
    url: redactUrl(c.req.url),
    status: 500,
    user_id: c.get('user')?.id ?? null,
    ip_address: clientAddress(c),
    user_agent: bound(c.req.header('User-Agent') ?? '', ERROR_LOG_LIMITS.userAgent) || null,
  };
}

/**
 * SPEC section 2, logs/error: keeps the error for the admin error log after
 * the response has gone (waitUntil), so the request never waits on it, and
 * a failing insert (D1 down, which may be the very error) is logged rather
 * than thrown: it can never replace the answer the client gets.
 */
export function recordError(c: Context<AppEnv>, error: unknown): void {
  let write: Promise<unknown>;
  try {
    write = createDb(c.env.DB).insert(errorLogs).values(errorLogEntry(c, error)).then(undefined, logFailure);
  } catch (failure) {
    logFailure(failure);
    return;
  }
  try {
    c.executionCtx.waitUntil(write);
  } catch {
    // No execution context (a test's bare app.request): the write runs on its own.
  }
}

function logFailure(failure: unknown) {
  console.error('Could not record the error in error_logs:', failure);
}
