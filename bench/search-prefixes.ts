import type { Measurement } from './measure';

// Issue 24, decisions 036 and 037: the hot search prefixes' stored ids are
// built by the quarter hour's cron and their whole answers by the minute's.
// The bench builds both once after seeding (through bench-only routes that
// run the crons' own functions and time them where they run), as a day-old
// deployment would have them, and reports the builds' times; then, while
// it measures, it fires the minute's cron every minute as Cloudflare would,
// so that the answers stay current and their build's cost lands in the
// figures measured meanwhile.

export const SEARCH_PREFIXES_BUILD = 'search prefixes: build of the stored answers';
export const SEARCH_ANSWERS_BUILD = 'search prefixes: build of the whole answers';

const CSRF = { accept: 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };
const MINUTE_CRON = '* * * * *';

async function timedBuild(baseUrl: string, path: string, name: string, log: (m: string) => void): Promise<Measurement> {
  const response = await fetch(`${baseUrl}/api/v1/__bench/${path}`, { method: 'POST', headers: CSRF });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const { output, ms } = (await response.json()) as { output: string | null; ms: number };
  log(`search: ${output ?? 'nothing to write'} in ${ms} ms`);
  return { name, connections: 1, rps: Number((1000 / Math.max(ms, 1)).toFixed(2)), p50: ms, p99: ms, responses: 1, non2xx: 0, errors: 0, statusCodes: { 200: 1 } };
}

export async function buildSearchPrefixes(baseUrl: string, log: (m: string) => void): Promise<Measurement[]> {
  return [await timedBuild(baseUrl, 'search-prefixes', SEARCH_PREFIXES_BUILD, log), await timedBuild(baseUrl, 'search-answers', SEARCH_ANSWERS_BUILD, log)];
}

/** Fires the minute's cron through the local server's scheduled handler every minute until the returned function is called. */
export function fireMinuteCron(baseUrl: string, log: (m: string) => void): () => void {
  const timer = setInterval(() => {
    fetch(`${baseUrl}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(MINUTE_CRON)}`)
      .then((response) => response.text())
      .catch((error: unknown) => log(`warning: the minute's cron failed: ${String(error)}`));
  }, 60_000);
  return () => clearInterval(timer);
}
