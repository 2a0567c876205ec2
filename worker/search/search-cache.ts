import type { Context } from 'hono';
import type { AppEnv } from '../types';
import { SEARCH_CACHE_SECONDS } from './search-constants';
import { askedBefore, memoize } from '../cache/memory-cache';

const JSON_TYPE = 'application/json; charset=UTF-8';

/**
 * A search answer from the Workers Cache API (caches.default, this data
 * centre's cache), else `load`ed and stored for SEARCH_CACHE_SECONDS. Answers
 * are public, derived data, the same for every caller who passed the
 * permission check, so a popular query costs one cache read instead of six
 * FTS queries; a new track shows up in search within that minute. `key` is a
 * path and query string under the request's own origin: the Cache API keys
 * by full URL, and the `/__cache/` prefix cannot collide with a real route's
 * cached response. Bump the version when the payload changes shape. The
 * isolate's memory cache (worker/cache/memory-cache.ts) sits in front of it,
 * and an answer is put in the Cache API on its query's second ask in this
 * isolate within 10 s, as the memory cache keeps it. Between the two, a hot
 * prefix is answered from its whole answer in KV (`whole`, whole-answers.ts).
 */
export async function cachedSearch(c: Context<AppEnv>, key: string, load: () => Promise<unknown>, whole?: () => Promise<unknown>): Promise<Response> {
  const memoryKey = `search:${key}`;
  const body = await memoize(memoryKey, async () => {
    // A hot prefix's whole answer from KV (decision 037), when there is one: no Cache API, no D1.
    const answer = whole && (await whole());
    if (answer) return JSON.stringify(answer);
    const cacheKey = new Request(new URL(`/__cache/search/v2/${key}`, c.req.url));
    const cache = caches.default;
    const hit = await cache.match(cacheKey);
    if (hit) return hit.text();
    const loaded = JSON.stringify(await load());
    // As the memory cache (decision 034): a query is stored from its second ask, so the long tail of queries typed once writes nothing.
    if (askedBefore(memoryKey)) {
      const stored = new Response(loaded, { headers: { 'Content-Type': JSON_TYPE, 'Cache-Control': `public, max-age=${SEARCH_CACHE_SECONDS}` } });
      c.executionCtx.waitUntil(cache.put(cacheKey, stored));
    }
    return loaded;
  });
  return c.body(body, 200, { 'Content-Type': JSON_TYPE });
}
