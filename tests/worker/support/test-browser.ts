import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { randomToken } from '../../../worker/auth/crypto';
import { SESSION_COOKIE } from '../../../worker/auth/sessions';
import { updateSettings } from '../../../worker/settings/settings-service';
import { request } from './http';

export type SetCookie = { name: string; value: string; attributes: Record<string, string> };

export function parseSetCookie(line: string): SetCookie {
  const [pair, ...rest] = line.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const attributes: Record<string, string> = {};
  for (const attribute of rest) {
    const [key, ...value] = attribute.split('=');
    attributes[key.toLowerCase()] = value.join('=');
  }
  return { name: pair.slice(0, at), value: pair.slice(at + 1), attributes };
}

let addresses = 0;

/**
 * A browser as the SPA drives it: it keeps the cookies the worker sets
 * (session, two-factor challenge), sends the XSRF header, and has its own
 * client address so one test's rate-limit counters never reach another's.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly xsrf = randomToken(24);
  readonly address = `198.51.${Math.floor(Math.random() * 250)}.${++addresses % 250}`;
  /** The Set-Cookie lines of the last response. */
  lastSetCookies: SetCookie[] = [];

  constructor() {
    this.cookies.set('XSRF-TOKEN', this.xsrf);
  }

  get sessionToken() {
    return this.cookies.get(SESSION_COOKIE);
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return { Cookie: cookie, 'X-XSRF-TOKEN': this.xsrf, 'CF-Connecting-IP': this.address, Accept: 'application/json', ...extra };
  }

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}) {
    const { json, ...rest } = init;
    const headers = this.headers(json === undefined ? {} : { 'Content-Type': 'application/json' });
    const res = await request(path, { ...rest, headers: { ...headers, ...(rest.headers as Record<string, string>) }, body: json === undefined ? rest.body : JSON.stringify(json) });
    this.lastSetCookies = res.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of this.lastSetCookies) {
      const expired = cookie.attributes['max-age'] === '0' || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return res;
  }

  post(path: string, json: unknown = {}) {
    return this.fetch(path, { method: 'POST', json });
  }

  put(path: string, json: unknown = {}) {
    return this.fetch(path, { method: 'PUT', json });
  }

  delete(path: string) {
    return this.fetch(path, { method: 'DELETE' });
  }

  get(path: string) {
    return this.fetch(path);
  }

  /** Signs in through POST /auth/login, as the login form does. */
  async login(email: string, password: string, remember = true) {
    return this.post('/auth/login', { email, password, remember });
  }
}

/** Changes settings the way the admin settings page does (and drops the cached snapshot). */
export function setSettings(values: Record<string, unknown>) {
  return updateSettings(env, drizzle(env.DB), values);
}
