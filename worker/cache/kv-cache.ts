/**
 * Derived, rebuildable data in KV `CACHE` (DESIGN section 4). Every writer of
 * the source rows calls `forget` for the keys it affects.
 */
const TTL_SECONDS = 24 * 60 * 60;

export async function remember<T>(env: Env, key: string, load: () => Promise<T>): Promise<T> {
  const hit = await env.CACHE.get<T>(key, 'json');
  if (hit !== null) return hit;
  const value = await load();
  await env.CACHE.put(key, JSON.stringify(value), { expirationTtl: TTL_SECONDS });
  return value;
}

export async function forget(env: Env, ...keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => env.CACHE.delete(key)));
}

export const CACHE_KEYS = {
  // v2: snapshots without secret settings; a v1 value (which held them) is never read and expires.
  // v3: themes with the contrast fixes of migration 0030, seen at once rather than after the v2 value's TTL.
  snapshot: 'snapshot:v3',
  localization: (language: string) => `localization:v1:${language}`,
} as const;
