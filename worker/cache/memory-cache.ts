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
 * - Concurrent misses for one key share a single load (no stampede), and a
 *   failed load is never cached.
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

type Entry = { expires: number; generation: number; value: Promise<unknown> };
const entries = new Map<string, Entry>();
let generation = 0;

export function memoize<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now && hit.generation === generation) return hit.value as Promise<T>;
  const value = load();
  const entry = { expires: now + TTL_MS, generation, value };
  entries.delete(key);
  entries.set(key, entry);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  // Map iteration is insertion order: the first key is the oldest.
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
}

/** Everything cached so far is stale (a write in this isolate changed the catalog or its counters). */
export function forgetCatalogAnswers(): void {
  generation++;
}
