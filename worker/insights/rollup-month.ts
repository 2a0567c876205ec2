import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { AnalyticsMetric, AnalyticsScope } from '../../db/analytics';
import { emptyNode, mergeStored, type Node, type StoredNode } from './node-payload';
import { nodeWrites, spanFirstHour } from './node-store';
import { rawAll, rawBatch } from '../raw-batch';
import { addDays } from './zoned-time';
import { bumpRollupVersion } from './rollup-version';

// The month build (docs/decisions/019-analytics-rollups.md): each scope's
// day nodes of a UTC month, up to rolled_through, summed into its month
// node, so a year's report reads twelve nodes where it read 365 days.
// rollupDay keeps the month to date by adding each next day; this rebuilds
// a month when a day of it is rolled up again, and the cron builds months
// that have day nodes but no month node.

/** Days of nodes read per batch when summing a month: a broad catalog's day is thousands of nodes. */
const DAYS_PER_READ = 8;

/** The first and last UTC day of a month `YYYY-MM`. */
export function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number);
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { first, last: addDays(next, -1) };
}

/** One kind of scope's day nodes of a month summed per scope, read a few days at a time (analytics_nodes_span_idx). */
async function monthNodes(db: Db, metric: AnalyticsMetric, type: AnalyticsScope, first: string, last: string): Promise<Map<string, Node>> {
  const nodes = new Map<string, Node>();
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  for (let i = 0; i < days.length; i += DAYS_PER_READ) {
    const chunk = days.slice(i, i + DAYS_PER_READ);
    const reads = chunk.map((day) => sql`SELECT scope_id, hours, dims, sketch FROM analytics_nodes WHERE metric = ${metric} AND span = ${day} AND scope_type = ${type}`);
    (await rawBatch(db, reads)).forEach((rows, at) => {
      const firstHour = spanFirstHour(chunk[at]);
      for (const row of rows) {
        const scope = `${type}:${Number(row.scope_id)}`;
        let node = nodes.get(scope);
        if (!node) nodes.set(scope, (node = emptyNode()));
        mergeStored(node, row as unknown as StoredNode, firstHour);
      }
    });
  }
  return nodes;
}

/**
 * Builds one UTC month (`YYYY-MM`) of one metric from its day nodes, one
 * kind of scope at a time (a broad catalog's month is tens of thousands of
 * nodes): hours and keys summed (the wide dimensions cut to their top keys
 * again, so a key below the 100th on every day but high over the month may
 * be missing) and the sketches merged. Upserts, so a re-run replaces the
 * month. Answers the statement count.
 */
export async function rollupMonth(db: Db, metric: AnalyticsMetric, month: string): Promise<number> {
  const { first, last: monthLast } = monthBounds(month);
  // The month to date: today's partial node is after rolled_through and stays out.
  const [state] = await rawAll(db, sql`SELECT rolled_through FROM analytics_rollup_state WHERE metric = ${metric}`);
  const rolled = typeof state?.rolled_through === 'string' ? state.rolled_through : null;
  if (rolled === null || rolled < first) return 0;
  const last = rolled < monthLast ? rolled : monthLast;
  // The all scope last: reports read a month from its nodes once the all scope has one (unbuiltMonths).
  const types: AnalyticsScope[] = metric === 'plays' ? ['track', 'album', 'artist', 'all'] : ['all'];
  let statements = 0;
  for (const type of types) {
    const writes = nodeWrites(metric, month, await monthNodes(db, metric, type, first, last), spanFirstHour(month));
    // With the nodes' version moved in the same batch (report-cache.ts).
    if (writes.length) await rawBatch(db, [...writes, bumpRollupVersion(metric)]);
    statements += writes.length;
  }
  return statements;
}

/**
 * Months whose last day is rolled up and that have day nodes but no month
 * node, oldest first (the all scope tells: every counted row is in it; the
 * reports read a month from its month node only once it is there).
 */
export async function unbuiltMonths(db: Db, metric: AnalyticsMetric, limit: number): Promise<string[]> {
  const rows = await rawAll(
    db,
    sql`SELECT DISTINCT substr(span, 1, 7) AS month FROM analytics_nodes
      WHERE metric = ${metric} AND scope_type = 'all' AND scope_id = 0 AND length(span) = 10
        AND span < (SELECT date(rolled_through, '+1 day', 'start of month') FROM analytics_rollup_state WHERE metric = ${metric})
        AND substr(span, 1, 7) NOT IN (SELECT span FROM analytics_nodes WHERE metric = ${metric} AND scope_type = 'all' AND scope_id = 0 AND length(span) = 7)
      ORDER BY month LIMIT ${limit}`,
  );
  return rows.map((row) => String(row.month));
}
