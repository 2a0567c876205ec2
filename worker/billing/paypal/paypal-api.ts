import type { PaypalConfig } from '../gateway-config';
import { sha256 } from '../../auth/crypto';

/** An answer from PayPal other than 2xx. */
export class PaypalError extends Error {
  constructor(readonly status: number, readonly body: unknown) {
    super(`PayPal answered ${status}`);
  }
}

/** One token per isolate and client id, reused until a minute before PayPal says it expires. */
const tokens = new Map<string, { token: string; expires: number }>();

/**
 * PayPal's REST API over fetch (catalog products, billing plans,
 * subscriptions, webhook verification). The OAuth client-credentials token
 * is cached in the isolate and in KV (`CACHE`), so most requests skip the
 * token call; a 401 drops it and retries once.
 */
export class PaypalApi {
  constructor(private readonly config: PaypalConfig, private readonly env: Env) {}

  private async cacheKey() {
    return `paypal-token:v1:${(await sha256(`${this.config.apiBase}|${this.config.clientId}`)).slice(0, 32)}`;
  }

  private async token(fresh = false): Promise<string> {
    const key = await this.cacheKey();
    const held = tokens.get(key);
    if (!fresh && held && held.expires > Date.now()) return held.token;
    if (!fresh) {
      const stored = await this.env.CACHE.get<{ token: string; expires: number }>(key, 'json');
      if (stored && stored.expires > Date.now()) {
        tokens.set(key, stored);
        return stored.token;
      }
    }
    const response = await fetch(`${this.config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa(`${this.config.clientId}:${this.config.clientSecret}`)}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new PaypalError(response.status, await response.text());
    const { access_token, expires_in } = await response.json<{ access_token: string; expires_in: number }>();
    // KV keeps a value at least 60 s; the token is dropped a minute before PayPal's expiry.
    const ttl = Math.max(60, expires_in - 60);
    const entry = { token: access_token, expires: Date.now() + ttl * 1000 };
    tokens.set(key, entry);
    await this.env.CACHE.put(key, JSON.stringify(entry), { expirationTtl: ttl });
    return access_token;
  }

  /** A JSON call; `rawBody` sends text as it is (webhook verification keeps the event's bytes). */
  async request<T>(method: string, path: string, body?: unknown, rawBody?: string): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${this.config.apiBase}${path}`, {
        method,
        headers: { Authorization: `Bearer ${await this.token(attempt > 0)}`, 'Content-Type': 'application/json', Accept: 'application/json', Prefer: 'return=representation' },
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      if (response.status === 401 && attempt === 0) continue;
      const text = await response.text();
      if (!response.ok) throw new PaypalError(response.status, text);
      return (text ? JSON.parse(text) : {}) as T;
    }
  }
}
