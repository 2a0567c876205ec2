import { fromBase64Url, timingSafeEqual, toBase64Url } from './crypto';

/**
 * PBKDF2-HMAC-SHA256, the strongest slow hash WebCrypto offers on Workers
 * (no bcrypt/argon2 there), at the platform's cap of 100,000 iterations.
 * Parameters travel with each hash ('pbkdf2_sha256$iterations$salt$hash') so
 * they can be raised later. docs/decisions/002-password-hashing.md.
 */
export const PBKDF2_ITERATIONS = 100_000;
const ALGORITHM = 'pbkdf2_sha256';
const encoder = new TextEncoder();

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return [ALGORITHM, iterations, toBase64Url(salt), toBase64Url(hash)].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [algorithm, iterations, salt, hash] = (stored ?? '').split('$');
  if (algorithm !== ALGORITHM || !salt || !hash) return false;
  const count = Number(iterations);
  if (!Number.isInteger(count) || count < 1 || count > PBKDF2_ITERATIONS) return false;
  const candidate = await derive(password, fromBase64Url(salt), count);
  return timingSafeEqual(toBase64Url(candidate), hash);
}

export function needsRehash(stored: string): boolean {
  return Number(stored.split('$')[1]) < PBKDF2_ITERATIONS;
}
