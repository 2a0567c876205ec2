import { ApiError } from '../http/api-client';

/** The abort reason when the user pressed abort: no error callback, no toast (SPEC section 4). */
export class UserAbortError extends Error {
  constructor() {
    super('Upload aborted');
    this.name = 'UserAbortError';
  }
}

/** The abort reason after 30 s without progress (SPEC section 8). */
export class UploadTimeoutError extends Error {
  constructor() {
    super('Upload timed out');
    this.name = 'UploadTimeoutError';
  }
}

/** A non-2xx answer to a request sent through XMLHttpRequest. */
export class UploadHttpError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'UploadHttpError';
  }
}

export const isUserAbort = (signal: AbortSignal) => signal.aborted && signal.reason instanceof UserAbortError;

/** Rejects at once when the signal is (or becomes) aborted, with the signal's reason. */
export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason;
}

/** The `message` of a JSON error body, or null. */
export function messageFromBody(text: string | null | undefined): string | null {
  if (!text) return null;
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

type TusLikeError = { originalResponse?: { getBody(): string } | null };

/** SPEC section 8: failures report the server's message, or null when there is none. */
export function serverMessageOf(error: unknown): string | null {
  if (error instanceof ApiError) return error.body.message ?? null;
  if (error instanceof UploadHttpError) return error.serverMessage;
  const response = (error as TusLikeError | null)?.originalResponse;
  if (response) return messageFromBody(response.getBody());
  return null;
}
