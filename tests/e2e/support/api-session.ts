import { baseUrl } from './browser';

/**
 * A cookie-holding HTTP client for test setup through the app's own API (no
 * browser): it picks up the XSRF-TOKEN cookie and echoes it as X-XSRF-TOKEN,
 * as the SPA does (DESIGN section 3).
 */
export class ApiSession {
  private cookies = new Map<string, string>();

  /** `base`: another server than the suite's shared one (support/own-server.ts). */
  constructor(readonly base: string = baseUrl()) {}

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }

  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    if (!this.cookies.has('XSRF-TOKEN')) this.remember(await fetch(`${this.base}/api/v1/bootstrap-data`));
    const response = await fetch(`${this.base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'X-XSRF-TOKEN': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.remember(response);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  /** Cookie and XSRF headers for clients that make their own requests (tus-js-client, fetch). */
  authHeaders(): Record<string, string> {
    return {
      Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'X-XSRF-TOKEN': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
    };
  }

  static async admin(base?: string): Promise<ApiSession> {
    const session = new ApiSession(base);
    await session.request('POST', '/auth/login', { email: 'admin@example.com', password: 'admin12345', remember: false });
    return session;
  }

  /** Sets settings and returns a function that puts the previous values back (e2e state is shared by files). */
  async changeSettings(values: Record<string, unknown>): Promise<() => Promise<void>> {
    const { settings } = await this.request<{ settings: Record<string, unknown> }>('GET', '/api/v1/settings');
    const previous = Object.fromEntries(Object.keys(values).map((name) => [name, settings[name]]));
    await this.request('POST', '/api/v1/settings', { settings: values });
    return async () => {
      await this.request('POST', '/api/v1/settings', { settings: previous });
    };
  }
}
