import { readCookie } from './cookies';
import { getBootstrap, hasBootstrap, patchBootstrap } from '../bootstrap/bootstrap-store';

/** SPEC section 7: paths that are not prefixed with api/v1/. */
const UNPREFIXED = /^\/?(auth|secure|log-viewer|horizon)(\/|$)/;
const ABSOLUTE = /^[a-z][a-z\d+.-]*:\/\//i;
/** Array params that travel comma-joined on GET. */
const JOINED_PARAMS = ['with', 'load', 'loadCount'];
const OVERRIDDEN = new Set(['PUT', 'PATCH', 'DELETE']);
const WORKSPACE_METHODS = new Set(['GET', 'POST', 'PUT']);

export const WORKSPACE_COOKIE = 'activeWorkspaceId';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Params = Record<string, string | number | boolean | null | undefined | (string | number)[]>;
export type RequestOptions = { params?: Params; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal };

/** An HTTP failure with the server's JSON body (message, errors, ignitionTrace...). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string | string[]>; [key: string]: unknown },
  ) {
    super(body.message ?? `Request failed with status ${status}`);
  }
}

export function resolveUrl(path: string): string {
  if (ABSOLUTE.test(path)) return path;
  const clean = path.replace(/^\//, '');
  return UNPREFIXED.test(clean) ? `/${clean}` : `/api/v1/${clean}`;
}

function activeWorkspaceId(): string | null {
  const id = readCookie(WORKSPACE_COOKIE);
  return id && id !== '0' ? id : null;
}

/** Applies every rewriting rule of SPEC section 7 and returns what fetch should send. */
export function buildRequest(method: Method, path: string, options: RequestOptions = {}): { url: string; init: RequestInit } {
  const url = new URL(resolveUrl(path), ABSOLUTE.test(path) ? undefined : window.location.origin);
  for (const [name, value] of Object.entries(options.params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (method === 'GET' && JOINED_PARAMS.includes(name)) url.searchParams.set(name, value.join(','));
      else value.forEach((item) => url.searchParams.append(`${name}[]`, String(item)));
    } else {
      url.searchParams.set(name, String(value));
    }
  }

  const workspaceId = activeWorkspaceId();
  if (workspaceId && WORKSPACE_METHODS.has(method) && !url.searchParams.has('workspaceId')) {
    url.searchParams.set('workspaceId', workspaceId);
  }

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let sentMethod: string = method;
  if (OVERRIDDEN.has(method)) {
    sentMethod = 'POST';
    headers['X-HTTP-Method-Override'] = method;
    url.searchParams.set('_method', method);
  }
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }

  const sameOrigin = url.origin === window.location.origin;
  return {
    url: sameOrigin ? url.pathname + url.search : url.href,
    init: { method: sentMethod, headers, body, credentials: 'include', signal: options.signal },
  };
}

async function send<T>(method: Method, path: string, options?: RequestOptions): Promise<T> {
  const { url, init } = buildRequest(method, path, options);
  const response = await fetch(url, init);
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { message: text };
  }
  if (!response.ok) {
    const body = (data ?? {}) as ApiError['body'];
    if (response.status === 403 && body.suspended === true) markSuspended();
    throw new ApiError(response.status, body);
  }
  return data as T;
}

/**
 * The server says the account was suspended since the page loaded: the user
 * gate shows the suspended screen at once (SPEC section 4), with no reload.
 */
function markSuspended() {
  const user = hasBootstrap() ? getBootstrap().user : null;
  if (user && !user.banned_at) patchBootstrap({ user: { ...user, banned_at: new Date().toISOString() } });
}

export const apiClient = {
  get: <T>(path: string, params?: Params, options?: Omit<RequestOptions, 'params'>) => send<T>('GET', path, { ...options, params }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => send<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => send<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => send<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => send<T>('DELETE', path, { ...options, body }),
};
