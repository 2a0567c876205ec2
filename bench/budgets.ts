import type { Figure } from './measure';

export type BudgetInput = { figures: Figure[]; firstRouteJsGzipBytes: number };
export type BudgetResult = { budget: string; actual: string; pass: boolean };
export type Budget = (input: BudgetInput) => BudgetResult;

const KB = 1000; // kB as Vite reports them

export const find = (figures: Figure[], name: string, connections: number) =>
  figures.find((f) => f.name === name && f.connections === connections);

/** p99 of `name` at `connections` within `factor` times the ceiling's p99 at the same count. */
export const p99Within =
  (name: string, factor: number, connections = 1): Budget =>
  ({ figures }) => {
    const [route, ceiling] = [find(figures, name, connections), find(figures, 'ceiling', connections)];
    const ratio = route && ceiling && route.p99 > 0 && ceiling.p99 > 0 ? route.p99 / ceiling.p99 : null;
    return {
      budget: `${name} p99 @${connections} <= ${factor}x ceiling p99`,
      actual: ratio === null ? 'no 2xx figures' : `${ratio.toFixed(2)}x`,
      pass: ratio !== null && ratio <= factor,
    };
  };

/** rps of `name` at `connections` at least `pct`% of the ceiling's rps at the same count. */
export const rpsAtLeast =
  (name: string, pct: number, connections = 32): Budget =>
  ({ figures }) => {
    const [route, ceiling] = [find(figures, name, connections), find(figures, 'ceiling', connections)];
    const share = route && ceiling && ceiling.rps > 0 ? (100 * route.rps) / ceiling.rps : null;
    return {
      budget: `${name} rps @${connections} >= ${pct}% of ceiling rps`,
      actual: share === null ? 'no figures' : `${share.toFixed(1)}%`,
      pass: share !== null && share >= pct,
    };
  };

export const firstRouteJsUnder =
  (kb: number): Budget =>
  ({ firstRouteJsGzipBytes }) => ({
    budget: `first-route JS < ${kb} kB gzipped`,
    actual: `${(firstRouteJsGzipBytes / KB).toFixed(1)} kB`,
    pass: firstRouteJsGzipBytes > 0 && firstRouteJsGzipBytes < kb * KB,
  });

/**
 * Issue 4's catalog routes: p99 at 1 connection within `p99Factor` times the
 * ceiling's (search gets 3x: FTS5 prefix matching over 130,000 names, ranked),
 * and rps at 32 connections at least half the ceiling's.
 */
const CATALOG_BUDGETS: { name: string; p99Factor: number }[] = [
  { name: 'track page', p99Factor: 2 },
  { name: 'album page', p99Factor: 2 },
  { name: 'artist page', p99Factor: 2 },
  { name: 'home channel', p99Factor: 2 },
  { name: 'search', p99Factor: 3 },
  { name: 'stream range', p99Factor: 2 },
];

/** The budgets of the current stage; later issues append theirs. */
export const BUDGETS: Budget[] = [
  p99Within('bootstrap-data', 2),
  // A signed-in request also reads its session and loads the user (one D1 batch).
  p99Within('bootstrap-data (signed in)', 4),
  p99Within('html shell', 2),
  ...CATALOG_BUDGETS.flatMap(({ name, p99Factor }) => [p99Within(name, p99Factor, 1), rpsAtLeast(name, 50, 32)]),
  firstRouteJsUnder(150),
];
