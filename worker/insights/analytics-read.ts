import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDimension, AnalyticsMetric, AnalyticsScope } from '../../db/analytics';
import type { ComparedFigure, ReportSeries } from './insights-types';
import { REPORT_TOP_LIMIT } from './insights-types';
import type { Frame } from './report-frame';
import type { Row } from './raw-batch';
import { dimensionKeys, dimensionsOf, hourOf, IDENTITY, rawRows, scopeFilter } from './analytics-sources';
import { buildSeries, hourRange } from './report-series';
import { addToSketch, emptySketch, estimateSketch, mergeSketch, sketchFrom } from './hyperloglog';
import { addDays } from './zoned-time';

// Reading a metric for a report (docs/decisions/019): rolled-up days from the
// analytics tables, the days after rolled_through from the raw rows with the
// same grouping. Where one ends and the other starts is read inside each
// statement (R below), so the whole report is one D1 batch and a rollup
// between two statements cannot count a day twice.

export type ReadScope = { type: AnalyticsScope; id: number };
export type Breakdown = { key: string; value: number; previous: number };

/** The first day that is not rolled up (YYYY-MM-DD), in SQL. */
const unrolledFrom = (metric: AnalyticsMetric) =>
  sql`coalesce((SELECT date(rolled_through, '+1 day') FROM analytics_rollup_state WHERE metric = ${metric}), '0000-01-01')`;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The UTC days breakdowns and uniques read: whole UTC days, the one holding the period's start counted as current. */
export function utcDays(frame: Frame) {
  return { prevFirst: utcDay(frame.prevStart), first: utcDay(frame.start), last: utcDay(frame.end - 1) };
}

const scopeIs = (metric: AnalyticsMetric, scope: ReadScope) => sql`metric = ${metric} AND scope_type = ${scope.type} AND scope_id = ${scope.id}`;
const filterOf = (metric: AnalyticsMetric, scope: ReadScope) => (metric === 'plays' ? scopeFilter(scope) : sql`1`);

/** Two statements: rolled-up hour counts and raw hour counts over both periods. */
export function seriesStatements(metric: AnalyticsMetric, scope: ReadScope, frame: Frame): SQL[] {
  const { prevFrom, to } = hourRange(frame);
  const R = unrolledFrom(metric);
  const raw = rawRows(metric, sql`max(${new Date(frame.prevStart).toISOString()}, ${R})`, new Date(frame.end).toISOString(), filterOf(metric, scope));
  return [
    sql`SELECT hour, count FROM analytics_hourly WHERE ${scopeIs(metric, scope)} AND hour >= ${prevFrom} AND hour < ${to}
      AND hour < CAST(strftime('%s', ${R}) AS INTEGER) / 3600`,
    sql`SELECT ${hourOf(sql`created_at`)} AS hour, count(*) AS count FROM (${raw}) GROUP BY hour`,
  ];
}

export function seriesResult(frame: Frame, rolled: Row[], raw: Row[]): ReportSeries {
  const hours = new Map<number, number>();
  for (const row of [...rolled, ...raw]) hours.set(Number(row.hour), (hours.get(Number(row.hour)) ?? 0) + Number(row.count));
  return buildSeries(frame, hours);
}

/** The scope's raw rows over the breakdowns' UTC days that are not rolled up, as CTE `s`. */
function scopedRaw(metric: AnalyticsMetric, scope: ReadScope, frame: Frame): SQL {
  const days = utcDays(frame);
  const raw = rawRows(metric, sql`max(${days.prevFirst}, ${unrolledFrom(metric)})`, addDays(days.last, 1), filterOf(metric, scope));
  return sql`WITH s AS (SELECT ${scope.type} AS st, ${scope.id} AS sid, p.* FROM (${raw}) p)`;
}

/** The top entries of each dimension with their previous-period counts, rolled-up and raw days together. */
export function breakdownStatement(metric: AnalyticsMetric, scope: ReadScope, frame: Frame): SQL {
  const days = utcDays(frame);
  const dimensions = dimensionsOf(metric, scope.type);
  return sql`${scopedRaw(metric, scope, frame)}
    SELECT dim, key, cur, prev FROM (
      SELECT dim, key, sum(cur) AS cur, sum(prev) AS prev,
        row_number() OVER (PARTITION BY dim ORDER BY sum(cur) DESC, sum(prev) DESC, key) AS rank
      FROM (
        SELECT dimension AS dim, key, CASE WHEN day >= ${days.first} THEN count ELSE 0 END AS cur, CASE WHEN day < ${days.first} THEN count ELSE 0 END AS prev
          FROM analytics_daily WHERE ${scopeIs(metric, scope)} AND dimension IN (${sql.join(
            dimensions.map((d) => sql`${d}`),
            sql`, `,
          )})
          AND day >= ${days.prevFirst} AND day <= ${days.last} AND day < ${unrolledFrom(metric)}
        UNION ALL
        SELECT dim, key, is_cur, 1 - is_cur FROM (${dimensionKeys(metric, sql`, CASE WHEN substr(created_at, 1, 10) >= ${days.first} THEN 1 ELSE 0 END AS is_cur`)})
      ) GROUP BY dim, key
    ) WHERE rank <= ${REPORT_TOP_LIMIT} AND cur > 0 ORDER BY dim, rank`;
}

export function breakdownResult(rows: Row[]): Map<AnalyticsDimension, Breakdown[]> {
  const out = new Map<AnalyticsDimension, Breakdown[]>();
  for (const row of rows) {
    const dim = row.dim as AnalyticsDimension;
    if (!out.has(dim)) out.set(dim, []);
    out.get(dim)!.push({ key: String(row.key), value: Number(row.cur), previous: Number(row.prev) });
  }
  return out;
}

/** Two statements: the day sketches of rolled-up days, and the distinct identities of the raw ones. */
export function uniquesStatements(metric: AnalyticsMetric, scope: ReadScope, frame: Frame): SQL[] {
  const days = utcDays(frame);
  return [
    sql`SELECT day >= ${days.first} AS cur, sketch FROM analytics_uniques WHERE ${scopeIs(metric, scope)}
      AND day >= ${days.prevFirst} AND day <= ${days.last} AND day < ${unrolledFrom(metric)}`,
    sql`${scopedRaw(metric, scope, frame)}
      SELECT DISTINCT substr(created_at, 1, 10) >= ${days.first} AS cur, ${IDENTITY} AS who FROM s WHERE who IS NOT NULL`,
  ];
}

/** Merges the day sketches (register maximum) and adds the raw identities: the periods' unique estimates. */
export function uniquesResult(sketches: Row[], identities: Row[]): ComparedFigure {
  const current = emptySketch();
  const previous = emptySketch();
  for (const row of sketches) mergeSketch(Number(row.cur) ? current : previous, sketchFrom(row.sketch));
  for (const row of identities) addToSketch(Number(row.cur) ? current : previous, String(row.who));
  return { value: estimateSketch(current), previous: estimateSketch(previous) };
}
