import type { Context } from 'hono';

/**
 * A small per-isolate cache for public, user-independent catalog answers
 * (track, album and artist pages, channels, search, a track's audio object):
 * the hot tier in front of D1 that lets those pages answer near the cost of a
 * trivial route (issue 4 bench budgets; docs/bench.md).
 *
 * - Entries live TTL_MS; staleness across isolates is bounded by it.
 * - Any successful write handled by this isolate bumps the generation
 *   (`forgetCatalogAnswers`, called by middleware in app.ts), so a listener's
 *   own like, comment or edit shows at once where it was made.
 * - Only settled values are shared. An in-flight load is never handed to
 *   another request: workerd runs a promise's continuations in the request
 *   whose I/O settled it, so a second request awaiting the first one's load
 *   would go on in the wrong request and fail with "Cannot perform I/O on
 *   behalf of a different request" (seen under load by the soak, issue 10).
 *   Concurrent misses each load once; a failed load is never cached.
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

type Entry = { expires: number; generation: number; value: unknown };
const entries = new Map<string, Entry>();
let generation = 0;

export async function memoize<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now() && hit.generation === generation) return hit.value as T;
  const loadedIn = generation;
  const value = await load();
  // A write during the load may have changed what it read.
  if (loadedIn === generation) {
    entries.delete(key);
    entries.set(key, { expires: Date.now() + TTL_MS, generation: loadedIn, value });
    // Map iteration is insertion order, and every entry lives TTL_MS: the
    // first keys are the oldest. Expired ones go at once rather than when
    // 2,000 have piled up, so what is kept is what the last 10 s asked for.
    for (const [oldKey, old] of entries) {
      if (entries.size <= MAX_ENTRIES && old.expires > Date.now()) break;
      entries.delete(oldKey);
    }
  }
  return value;
}

/**
 * A JSON answer through the cache, kept as its text: one string per entry
 * instead of a page's hundreds of small objects, which the garbage collector
 * would otherwise mark on every major collection while they live (2,000
 * pages of a cold walk over the catalog), and no JSON.stringify on a hit.
 */
export async function memoizedJson(c: Context, key: string, load: () => Promise<unknown>): Promise<Response> {
  const body = await memoize(key, async () => JSON.stringify(await load()));
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}

/** Everything cached so far is stale (a write in this isolate changed the catalog or its counters): it is let go. */
export function forgetCatalogAnswers(): void {
  generation++;
  entries.clear();
}

/** How many answers are kept (tests). */
export const keptAnswers = () => entries.size;
