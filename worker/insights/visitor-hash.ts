import { toBase64Url } from '../auth/crypto';
import { signingSecret } from '../storage/url-signing';

// A guest's identity for unique counts (docs/decisions/019): HMAC-SHA-256 of
// address and user agent, keyed by the app secret and the UTC day, cut to
// 96 bits. Within a day the same browser hashes alike; the next day's key
// differs, so nothing links a guest across days, and without the secret
// nothing leads back to the address.

const keys = new Map<string, CryptoKey>();

async function dayKey(env: Env, day: string): Promise<CryptoKey> {
  let key = keys.get(day);
  if (!key) {
    const secret = await signingSecret(env);
    key = await crypto.subtle.importKey('raw', new TextEncoder().encode(`visitor:${day}:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    // One day's key at a time: yesterday's is of no further use.
    keys.clear();
    keys.set(day, key);
  }
  return key;
}

export async function dailyVisitorHash(env: Env, ip: string | null, userAgent: string | null, now = new Date()): Promise<string> {
  const key = await dayKey(env, now.toISOString().slice(0, 10));
  const signed = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${ip ?? ''}\n${userAgent ?? ''}`));
  return toBase64Url(new Uint8Array(signed).slice(0, 12));
}

/** Crawlers, link previewers, monitors and scripts: not visitors. An empty agent is no browser either. */
const BOT_AGENT = /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pingdom|uptime|monitor|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|postman|scrapy/i;

export function isBotAgent(userAgent: string | null | undefined): boolean {
  return !userAgent || BOT_AGENT.test(userAgent);
}
