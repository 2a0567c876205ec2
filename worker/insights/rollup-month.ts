import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import type { AnalyticsMetric } from '../../db/analytics';
import { encodeSketch, mergeStored, emptySketch, type Sketch } from './hyperloglog';
import { topKeys } from './analytics-sources';
import { rawAll, rawBatch } from './raw-batch';
import { addDays } from './zoned-time';

// The month rollup (docs/decisions/019-analytics-rollups.md): once a UTC
// month's last day is rolled up, its daily rows are summed per scope,
// dimension and key into analytics_monthly and its day sketches merged into
// analytics_monthly_uniques, so a year's report reads twelve rows per key
// where it read 365. Built by rollupDay on a month's last day, and by the
// cron for rolled-up months that have none (after a deploy).

/** Sketches per statement: each travels as at most about 2 kB of hex in one JSON parameter (D1 allows 2 MB). */
const SKETCHES_PER_STATEMENT = 400;
/** Days of sketches read per batch when merging a month: a broad catalog's day is thousands of sketches. */
const SKETCH_DAYS_PER_READ = 8;

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The first and last UTC day of a month `YYYY-MM`. */
export function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number);
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { first, last: addDays(next, -1) };
}

/** Upserts of sketches per scope ('type:id' -> sketch) for one day or month, 400 a statement. */
export function sketchInserts(table: 'analytics_uniques' | 'analytics_monthly_uniques', column: 'day' | 'month', metric: AnalyticsMetric, period: string, sketches: Map<string, Sketch>): SQL[] {
  const entries = [...sketches].map(([scope, sketch]) => {
    const [type, id] = scope.split(':');
    return [type, Number(id), toHex(encodeSketch(sketch))];
  });
  const statements: SQL[] = [];
  for (let i = 0; i < entries.length; i += SKETCHES_PER_STATEMENT) {
    const chunk = JSON.stringify(entries.slice(i, i + SKETCHES_PER_STATEMENT));
    statements.push(sql`INSERT OR REPLACE INTO ${sql.identifier(table)} (metric, scope_type, scope_id, ${sql.identifier(column)}, sketch)
      SELECT ${metric}, json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'), ${period}, unhex(json_extract(j.value, '$[2]')) FROM json_each(${chunk}) j`);
  }
  return statements;
}

/** Each scope's month sketch: its day sketches merged, read a few days at a time (analytics_uniques_day_idx). */
async function monthSketches(db: Db, metric: AnalyticsMetric, first: string, last: string): Promise<Map<string, Sketch>> {
  const sketches = new Map<string, Sketch>();
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  for (let i = 0; i < days.length; i += SKETCH_DAYS_PER_READ) {
    const reads = days.slice(i, i + SKETCH_DAYS_PER_READ).map((day) => sql`SELECT scope_type, scope_id, sketch FROM analytics_uniques WHERE metric = ${metric} AND day = ${day}`);
    for (const rows of await rawBatch(db, reads)) {
      for (const row of rows) {
        const scope = `${String(row.scope_type)}:${String(row.scope_id)}`;
        let sketch = sketches.get(scope);
        if (!sketch) sketches.set(scope, (sketch = emptySketch()));
        mergeStored(sketch, row.sketch);
      }
    }
  }
  return sketches;
}

/**
 * Builds one UTC month (`YYYY-MM`) of one metric from its rolled-up days:
 * per-key counts summed (the wide dimensions cut to their top keys again,
 * so a key below the 100th on every day but high over the month may be
 * missing) and the day sketches merged. Upserts, so a re-run replaces the
 * month's figures. Answers the statement count.
 */
export async function rollupMonth(db: Db, metric: AnalyticsMetric, month: string): Promise<number> {
  const { first, last } = monthBounds(month);
  const sketches = await monthSketches(db, metric, first, last);
  const statements: SQL[] = [
    sql`INSERT INTO analytics_monthly (metric, scope_type, scope_id, dimension, month, key, count)
      SELECT ${metric}, st, sid, dim, ${month}, key, c FROM (${topKeys(sql`SELECT scope_type AS st, scope_id AS sid, dimension AS dim, key, sum(count) AS c
        FROM analytics_daily WHERE metric = ${metric} AND day >= ${first} AND day <= ${last} GROUP BY st, sid, dim, key`)}) WHERE true
      ON CONFLICT DO UPDATE SET count = excluded.count`,
    ...sketchInserts('analytics_monthly_uniques', 'month', metric, month, sketches),
  ];
  await rawBatch(db, statements);
  return statements.length;
}

/**
 * Months whose last day is rolled up and that have daily rows but no month
 * rows, oldest first (the all scope's device keys tell: every counted row
 * has one, and they are a handful a day; the reports read a month from its
 * month rows only once they are there).
 */
export async function unbuiltMonths(db: Db, metric: AnalyticsMetric, limit: number): Promise<string[]> {
  const rows = await rawAll(
    db,
    sql`SELECT DISTINCT substr(day, 1, 7) AS month FROM analytics_daily
      WHERE metric = ${metric} AND scope_type = 'all' AND scope_id = 0 AND dimension = 'device'
        AND day < (SELECT date(rolled_through, '+1 day', 'start of month') FROM analytics_rollup_state WHERE metric = ${metric})
        AND substr(day, 1, 7) NOT IN (SELECT month FROM analytics_monthly WHERE metric = ${metric} AND scope_type = 'all' AND scope_id = 0 AND dimension = 'device')
      ORDER BY month LIMIT ${limit}`,
  );
  return rows.map((row) => String(row.month));
}
