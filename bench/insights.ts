import type { Measurement } from './measure';
import type { BenchRoute } from './routes';
import type { PlaysSeed } from './seed-types';
import { openStateD1 } from './state-d1';

// Issue 16: "seed 1,000,000 plays over 12 months in the bench state; the
// artist insights page and the admin plays report for 12 months each answer
// with p99 at 1 connection within 3x the ceiling; report the rollup job's
// time for one day of 10,000 plays". bench/seed-plays.ts seeds the plays;
// here the bench server rolls every finished day up as the cron does (its
// `rollupDay`, through a bench-only route that times it where it runs), and
// the two reports are measured like any route.

export const ARTIST_INSIGHTS = 'artist insights (12 months)';
export const PLAYS_REPORT = 'admin plays report (12 months)';
export const ROLLUP_NAME = 'insights rollup: one day of';

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The reports as the admin; their signed-in reference is the run's `signed-in ceiling` (bench/routes.ts). */
export function insightsRoutes(adminCookie: () => string, plays: PlaysSeed | undefined): BenchRoute[] {
  if (!plays) return [];
  const headers = { accept: 'application/json' };
  return [
    { name: ARTIST_INSIGHTS, path: `/api/v1/insights/artist/${plays.artistId}?range=12m&granularity=month`, headers, cookie: adminCookie },
    { name: PLAYS_REPORT, path: '/api/v1/admin/reports/plays?range=12m&granularity=month', headers, cookie: adminCookie },
  ];
}

/**
 * Rolls up every seeded day, oldest first (the cron's order); the last,
 * yesterday with its extra plays, is the timed figure: its plays, the
 * batch's statements and the time inside the worker.
 */
export async function rollUpBenchPlays(baseUrl: string, plays: PlaysSeed, state: string, log: (m: string) => void): Promise<Measurement> {
  log(`insights: rolling up ${plays.plays} plays, ${plays.from} through ${plays.through}`);
  let last = { statements: 0, ms: 0 };
  for (let day = plays.from; day <= plays.through; day = addDays(day, 1)) {
    const response = await fetch(`${baseUrl}/api/v1/__bench/rollup-day/${day}`, {
      method: 'POST',
      headers: { accept: 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' },
    });
    if (!response.ok) throw new Error(`rolling ${day} up answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    last = (await response.json()) as typeof last;
  }
  // And today up to now, as each cron run does after the finished days: a reader meets at most the raw rows since the last run.
  const today = await fetch(`${baseUrl}/api/v1/__bench/rollup-today`, {
    method: 'POST',
    headers: { accept: 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' },
  });
  if (!today.ok) throw new Error(`rolling today up answered ${today.status}: ${(await today.text()).slice(0, 200)}`);
  const d1 = openStateD1(state);
  const { n } = d1.prepare('SELECT count(*) AS n FROM plays WHERE created_at >= ? AND created_at < ?').get(plays.through, addDays(plays.through, 1)) as { n: number };
  d1.close();
  return {
    name: `${ROLLUP_NAME} ${n.toLocaleString('en-US')} plays (${last.statements} statements)`,
    connections: 1,
    rps: Number((1000 / Math.max(last.ms, 1)).toFixed(2)),
    p50: last.ms,
    p99: last.ms,
    responses: 1,
    non2xx: 0,
    errors: 0,
    statusCodes: { 200: 1 },
  };
}
