import type { Measurement } from './measure';

// Issue 24, decision 036: the hot search prefixes' stored answers are built by
// the cron; the bench builds them once after seeding (through a bench-only
// route that runs the cron's own function and times it where it runs), as a
// day-old deployment would have them, and reports the build's time.

export const SEARCH_PREFIXES_BUILD = 'search prefixes: build of the stored answers';

export async function buildSearchPrefixes(baseUrl: string, log: (m: string) => void): Promise<Measurement> {
  const response = await fetch(`${baseUrl}/api/v1/__bench/search-prefixes`, {
    method: 'POST',
    headers: { accept: 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' },
  });
  if (!response.ok) throw new Error(`building the search prefixes answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const { output, ms } = (await response.json()) as { output: string; ms: number };
  log(`search: ${output} in ${ms} ms`);
  return { name: SEARCH_PREFIXES_BUILD, connections: 1, rps: Number((1000 / Math.max(ms, 1)).toFixed(2)), p50: ms, p99: ms, responses: 1, non2xx: 0, errors: 0, statusCodes: { 200: 1 } };
}
