import { fromBase64Url, toBase64Url } from '../auth/crypto';
import { generatedSecret } from '../storage/generated-secret';

/** `npx wrangler secret put APP_PASSWORD_KEY` (docs/operations.md); without it, a key generated once and kept in KV. */
type KeyEnv = Env & { APP_PASSWORD_KEY?: string };

const GENERATED_KEY = 'app-passwords:key';
const IV_BYTES = 12;

/** The AES-256-GCM key: the SHA-256 of the secret binding's text, imported once per isolate and secret. */
let imported: { secret: string; key: CryptoKey } | null = null;

async function appPasswordKey(env: KeyEnv): Promise<CryptoKey> {
  const secret = env.APP_PASSWORD_KEY || (await generatedSecret(env, GENERATED_KEY));
  if (imported?.secret === secret) return imported.key;
  const raw = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  const key = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  imported = { secret, key };
  return key;
}

/** base64url(iv ‖ ciphertext and tag) of the text. */
export async function sealSecret(env: Env, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await appPasswordKey(env), new TextEncoder().encode(text)));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return toBase64Url(out);
}

/** The text sealSecret sealed, or null when it was sealed with another key (a rotated APP_PASSWORD_KEY) or is damaged. */
export async function openSecret(env: Env, sealed: string): Promise<string | null> {
  try {
    const bytes = fromBase64Url(sealed);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, await appPasswordKey(env), bytes.slice(IV_BYTES));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
