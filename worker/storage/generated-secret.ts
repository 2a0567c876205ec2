import { randomToken } from '../auth/crypto';

/**
 * A secret for local development and tests, where no `wrangler secret` is
 * set: generated once and kept in KV under `kvKey`. KV may take up to 60 s
 * to show it in other locations, so production sets the real secret.
 *
 * One lookup per isolate, kept once it is read (never the pending promise:
 * see worker/cache/memory-cache.ts). Two first readers may race to create
 * the key; both then keep what KV holds after their write, and the local KV
 * is consistent, so they agree.
 */
const generated = new Map<string, string>();

export async function generatedSecret(env: Env, kvKey: string): Promise<string> {
  const known = generated.get(kvKey);
  if (known) return known;
  let stored = await env.SESSIONS.get(kvKey);
  if (!stored) {
    await env.SESSIONS.put(kvKey, randomToken(32));
    stored = (await env.SESSIONS.get(kvKey))!;
  }
  generated.set(kvKey, stored);
  return stored;
}
