import { fromBase64Url, timingSafeEqual, toBase64Url } from '../auth/crypto';
import { generatedSecret } from './generated-secret';

/** `wrangler secret put UPLOAD_SIGNING_SECRET` (docs/decisions/011-uploads.md). */
type SigningEnv = Env & { UPLOAD_SIGNING_SECRET?: string };

/** Without the secret (local development, tests), a generated one kept in KV (worker/storage/generated-secret.ts). */
const GENERATED_KEY = 'uploads:signing-secret';

/** Also keys the daily visitor hash (worker/insights/visitor-hash.ts). */
export async function signingSecret(env: SigningEnv): Promise<string> {
  return env.UPLOAD_SIGNING_SECRET || generatedSecret(env, GENERATED_KEY);
}

async function hmac(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text))));
}

/** What a signature covers: the method, the path and every query parameter but the signature, sorted. */
function canonical(method: string, url: URL): string {
  const params = [...url.searchParams].filter(([name]) => name !== 'signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [method.toUpperCase(), url.pathname, new URLSearchParams(params).toString()].join('\n');
}

/** A URL on this worker that allows one `method` until `ttlSeconds` from now, with `params` fixed. */
export async function signUrl(env: Env, method: string, origin: string, path: string, params: Record<string, string>, ttlSeconds: number): Promise<string> {
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  url.searchParams.set('expires', String(Math.floor(Date.now() / 1000) + ttlSeconds));
  url.searchParams.set('signature', await hmac(await signingSecret(env), canonical(method, url)));
  return url.toString();
}

/** Whether a request's URL carries a valid, unexpired signature for its method. */
export async function verifySignedUrl(env: Env, method: string, url: URL): Promise<boolean> {
  const signature = url.searchParams.get('signature');
  const expires = Number(url.searchParams.get('expires'));
  if (!signature || !Number.isFinite(expires) || expires < Date.now() / 1000) return false;
  try {
    fromBase64Url(signature);
  } catch {
    return false;
  }
  return timingSafeEqual(signature, await hmac(await signingSecret(env), canonical(method, url)));
}
