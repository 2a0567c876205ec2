import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDimension, AnalyticsMetric, AnalyticsScope } from '../../db/analytics';
import type { ComparedFigure, ReportSeries } from './insights-types';
import { REPORT_TOP_LIMIT } from './insights-types';
import type { Frame } from './report-frame';
import type { Row } from './raw-batch';
import { dimensionKeys, dimensionsOf, hourOf, IDENTITY, rawRows, scopeFilter } from './analytics-sources';
import { buildDaySeries, buildSeries, hourRange, offsetSegments } from './report-series';
import { addToSketch, emptySketch, estimateSketch, mergeStored } from './hyperloglog';
import { addDays, zoneOffsets } from './zoned-time';
import { monthBounds } from './rollup-month';

// Reading a metric for a report (docs/decisions/019): whole rolled-up UTC
// months from the monthly tables, the other rolled-up days from the daily
// ones, the days after rolled_through from the raw rows with the same
// grouping. Where one ends and the other starts is read inside each
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

/** The local day (days since 1970-01-01) of an hour column (unix seconds / 3600) in SQL, with the offset of the segment holding it. */
function localDayOf(hour: SQL, segments: { from: number; offset: number }[]): SQL {
  const int = (n: number) => sql.raw(String(Math.trunc(n)));
  let offset = int(segments[segments.length - 1].offset);
  if (segments.length > 1) {
    const branches = segments.slice(1).map((segment, i) => sql`WHEN ${hour} < ${int(segment.from)} THEN ${int(segments[i].offset)}`);
    offset = sql`CASE ${sql.join(branches, sql` `)} ELSE ${offset} END`;
  }
  // Integer arithmetic per row; the grouped days become dates once (strftime per row is the costly part).
  return sql`(${hour} * 3600 + ${offset}) / 86400`;
}

/**
 * Two statements: rolled-up and raw counts over both periods, per UTC hour
 * for hour buckets, else summed to the reader's local days in SQL (at most
 * 731 rows a period pair, where a year is 8,760 hours).
 */
export function seriesStatements(metric: AnalyticsMetric, scope: ReadScope, frame: Frame): SQL[] {
  const { prevFrom, to } = hourRange(frame);
  const R = unrolledFrom(metric);
  const raw = rawRows(metric, sql`max(${new Date(frame.prevStart).toISOString()}, ${R})`, new Date(frame.end).toISOString(), filterOf(metric, scope), false);
  const rawHours = sql`SELECT ${hourOf(sql`created_at`)} AS hour, count(*) AS count FROM (${raw}) GROUP BY hour`;
  const rolledWhere = sql`${scopeIs(metric, scope)} AND hour >= ${prevFrom} AND hour < ${to} AND hour < CAST(strftime('%s', ${R}) AS INTEGER) / 3600`;
  if (frame.granularity === 'hour') {
    return [sql`SELECT hour, count FROM analytics_hourly WHERE ${rolledWhere}`, rawHours];
  }
  const segments = offsetSegments(frame.timezone, prevFrom - 1, to + 1);
  return [
    sql`SELECT date(n * 86400, 'unixepoch') AS day, count FROM (
      SELECT ${localDayOf(sql`hour`, segments)} AS n, sum(count) AS count FROM analytics_hourly WHERE ${rolledWhere} GROUP BY n)`,
    // The raw rows of the unrolled days are a few dozen hours: placed in local days in JS.
    rawHours,
  ];
}

export function seriesResult(frame: Frame, rolled: Row[], raw: Row[]): ReportSeries {
  if (frame.granularity === 'hour') {
    const hours = new Map<number, number>();
    for (const row of [...rolled, ...raw]) hours.set(Number(row.hour), (hours.get(Number(row.hour)) ?? 0) + Number(row.count));
    return buildSeries(frame, hours);
  }
  const days = new Map<string, number>();
  const add = (day: string, count: number) => days.set(day, (days.get(day) ?? 0) + count);
  for (const row of rolled) add(String(row.day), Number(row.count));
  const offsetAt = zoneOffsets(frame.timezone);
  for (const row of raw) add(new Date(Number(row.hour) * 3_600_000 + offsetAt(Number(row.hour))).toISOString().slice(0, 10), Number(row.count));
  return buildDaySeries(frame, days);
}

/**
 * The rolled-up parts of both periods' UTC days: the whole months in either
 * period (read from the monthly tables once rolled up and built) and the
 * days as JSON segments `[first, last, month]` of consecutive days: the
 * whole months' (month set: read from the daily tables only when the month
 * is not read from the monthly ones) and the others (month null: always).
 * A segment is one range of the primary key per dimension, not a seek a day.
 */
function rolledParts(frame: Frame) {
  const { prevFirst, first, last } = utcDays(frame);
  const months: string[] = [];
  const segments: [string, string, string | null][] = [];
  let edge: string | null = null;
  const closeEdge = (day: string) => {
    if (edge !== null && edge < day) segments.push([edge, addDays(day, -1), null]);
    edge = null;
  };
  for (let day = prevFirst; day <= last; ) {
    const month = day.slice(0, 7);
    const end = monthBounds(month).last;
    // Whole inside one period: the previous ends the day before `first`.
    if (day.endsWith('-01') && ((day >= first && end <= last) || end < first)) {
      closeEdge(day);
      months.push(month);
      segments.push([day, end, month]);
      day = addDays(end, 1);
      continue;
    }
    edge ??= day;
    day = addDays(day, 1);
  }
  closeEdge(addDays(last, 1));
  return { months: JSON.stringify(months), segments: JSON.stringify(segments) };
}

/**
 * CTE `mo`: the whole months whose last day is rolled up and whose month
 * rows are built (the all scope's device keys, as unbuiltMonths reads
 * them); a month not built yet (days rolled up before a deploy added the
 * month tables) is read from its days until the cron builds it.
 */
const rolledMonths = (metric: AnalyticsMetric, months: string) =>
  sql`mo AS (SELECT value AS month FROM json_each(${months}) WHERE date(value || '-01', '+1 month') <= ${unrolledFrom(metric)}
    AND value IN (SELECT month FROM analytics_monthly WHERE metric = ${metric} AND scope_type = 'all' AND scope_id = 0 AND dimension = 'device'))`;

/** The rolled-up days read from a daily table: those before R, in segments not read as a month (`d` is json_each of rolledParts' segments). */
const rolledDays = (metric: AnalyticsMetric) =>
  sql`(d.value ->> 2 IS NULL OR d.value ->> 2 NOT IN (SELECT month FROM mo)) AND day >= d.value ->> 0 AND day <= d.value ->> 1 AND day < ${unrolledFrom(metric)}`;

/** The scope's raw rows over the breakdowns' UTC days that are not rolled up, as CTE `s` (`album`: with their track's album). */
function scopedRaw(metric: AnalyticsMetric, scope: ReadScope, frame: Frame, album = true): SQL {
  const days = utcDays(frame);
  const raw = rawRows(metric, sql`max(${days.prevFirst}, ${unrolledFrom(metric)})`, addDays(days.last, 1), filterOf(metric, scope), album);
  return sql`s AS (SELECT ${scope.type} AS st, ${scope.id} AS sid, p.* FROM (${raw}) p)`;
}

/** The top entries of each dimension with their previous-period counts, rolled-up and raw days together. */
export function breakdownStatement(metric: AnalyticsMetric, scope: ReadScope, frame: Frame): SQL {
  const days = utcDays(frame);
  const parts = rolledParts(frame);
  const dimensions = sql.join(
    dimensionsOf(metric, scope.type).map((d) => sql`${d}`),
    sql`, `,
  );
  return sql`WITH ${scopedRaw(metric, scope, frame)}, ${rolledMonths(metric, parts.months)}
    SELECT dim, key, cur, prev FROM (
      SELECT dim, key, sum(cur) AS cur, sum(prev) AS prev,
        row_number() OVER (PARTITION BY dim ORDER BY sum(cur) DESC, sum(prev) DESC, key) AS rank
      FROM (
        SELECT dimension AS dim, key, CASE WHEN month >= ${days.first.slice(0, 7)} THEN count ELSE 0 END AS cur, CASE WHEN month < ${days.first.slice(0, 7)} THEN count ELSE 0 END AS prev
          FROM analytics_monthly WHERE ${scopeIs(metric, scope)} AND dimension IN (${dimensions}) AND month IN (SELECT month FROM mo)
        UNION ALL
        SELECT dimension, analytics_daily.key, CASE WHEN day >= ${days.first} THEN count ELSE 0 END, CASE WHEN day < ${days.first} THEN count ELSE 0 END
          FROM json_each(${parts.segments}) d CROSS JOIN analytics_daily
          WHERE ${rolledDays(metric)} AND ${scopeIs(metric, scope)} AND dimension IN (${dimensions})
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
  const parts = rolledParts(frame);
  return [
    sql`WITH ${rolledMonths(metric, parts.months)}
      SELECT month >= ${days.first.slice(0, 7)} AS cur, sketch FROM analytics_monthly_uniques WHERE ${scopeIs(metric, scope)} AND month IN (SELECT month FROM mo)
      UNION ALL
      SELECT day >= ${days.first}, sketch FROM json_each(${parts.segments}) d CROSS JOIN analytics_uniques
        WHERE ${rolledDays(metric)} AND ${scopeIs(metric, scope)}`,
    sql`WITH ${scopedRaw(metric, scope, frame, false)}
      SELECT DISTINCT substr(created_at, 1, 10) >= ${days.first} AS cur, ${IDENTITY} AS who FROM s WHERE who IS NOT NULL`,
  ];
}

/** Merges the day sketches (register maximum) and adds the raw identities: the periods' unique estimates. */
export function uniquesResult(sketches: Row[], identities: Row[]): ComparedFigure {
  const current = emptySketch();
  const previous = emptySketch();
  for (const row of sketches) mergeStored(Number(row.cur) ? current : previous, row.sketch);
  for (const row of identities) addToSketch(Number(row.cur) ? current : previous, String(row.who));
  return { value: estimateSketch(current), previous: estimateSketch(previous) };
}
