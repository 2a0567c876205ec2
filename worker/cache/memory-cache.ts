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
 * - An answer is kept from the second time its key is asked within TTL_MS
 *   (admission on the second request, as CDNs' "cache on second hit"): most
 *   of a large catalog's pages are asked once in ten seconds, and keeping
 *   each of those cost a cold page a third of its CPU in garbage collection,
 *   every kept answer being copied out of the young generation and then
 *   swept (decision 034). A popular page is kept from its second request on.
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;
/** Keys asked once: only their names and when the mark lapses, so many more than the answers. */
const MAX_MARKS = 20_000;

type Entry = { expires: number; generation: number; value: unknown };
const entries = new Map<string, Entry>();
/** Keys asked once in the last TTL_MS whose answer was not kept: when each mark lapses. */
const askedOnce = new Map<string, number>();
let generation = 0;

/**
 * Drops the oldest of `map` while there are more than `max`, or while the
 * oldest has lapsed. Map iteration is insertion order and every item lives
 * TTL_MS, so the first keys are the oldest: what is kept is what the last
 * 10 s asked for.
 */
function trim<V>(map: Map<string, V>, max: number, lapses: (value: V) => number): void {
  const now = Date.now();
  for (const [key, value] of map) {
    if (map.size <= max && lapses(value) > now) break;
    map.delete(key);
  }
}

/** Whether `key`'s answer is to be kept: it was asked once already in the last TTL_MS. Marks the first ask. */
function admitted(key: string): boolean {
  const mark = askedOnce.get(key);
  askedOnce.delete(key);
  if (mark !== undefined && mark > Date.now()) return true;
  askedOnce.set(key, Date.now() + TTL_MS);
  trim(askedOnce, MAX_MARKS, (lapses) => lapses);
  return false;
}

/**
 * Whether `key` was asked once already in the last TTL_MS (and is loading
 * again now): a shared tier behind this one (the Cache API for search) keeps
 * an answer on the same second ask, not the first.
 */
export function askedBefore(key: string): boolean {
  const mark = askedOnce.get(key);
  return mark !== undefined && mark > Date.now();
}

export async function memoize<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now() && hit.generation === generation) return hit.value as T;
  const loadedIn = generation;
  const value = await load();
  // A write during the load may have changed what it read.
  if (loadedIn === generation && admitted(key)) {
    entries.delete(key);
    entries.set(key, { expires: Date.now() + TTL_MS, generation: loadedIn, value });
    trim(entries, MAX_ENTRIES, (entry) => entry.expires);
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

/** Moves with every write this isolate handled: other per-isolate views of the catalog (search's change log) read again after it moves. */
export const catalogGeneration = () => generation;

/** How many answers are kept (tests). */
export const keptAnswers = () => entries.size;

/** How many keys are marked as asked once (tests). */
export const markedKeys = () => askedOnce.size;
