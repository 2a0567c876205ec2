import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDimension, AnalyticsMetric, AnalyticsScope } from '../../db/analytics';
import type { ComparedFigure, ReportSeries } from './insights-types';
import { REPORT_TOP_LIMIT } from './insights-types';
import type { Frame } from './report-frame';
import type { Row } from '../raw-batch';
import { rawGrouped, scopeFilter } from './analytics-sources';
import { buildDaySeries, buildSeries, hourRange, offsetSegments } from './report-series';
import { addToSketch, emptySketch, estimateSketch } from './hyperloglog';
import { forEachHour, mergeStoredSketch, rowKeys, type RawGroup, type StoredDims } from './node-payload';
import { spanFirstHour } from './node-store';
import { addDays } from './zoned-time';
import { monthBounds } from './rollup-month';

// Reading a metric for a report (docs/decisions/019): the scope's nodes of
// the whole rolled-up UTC months in either period, of the other rolled-up
// days and of today's partial node, and the raw rows after them, in two
// statements of one batch (one transaction: a rollup cannot land between
// them). Where nodes end and raw rows start is read inside the statements
// from analytics_rollup_state. The worker sums what comes back.

export type ReadScope = { type: AnalyticsScope; id: number };
export type Breakdown = { key: string; value: number; previous: number };

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The UTC days breakdowns and uniques read: whole UTC days, the one holding the period's start counted as current. */
export function utcDays(frame: Frame) {
  return { prevFirst: utcDay(frame.prevStart), first: utcDay(frame.start), last: utcDay(frame.end - 1) };
}

/**
 * CTE `st`: the metric's rolled_through `rt` and, when today's partial node
 * is there (partial_through on the day after it), that day `p`. No state
 * row, no row: nothing is rolled up and no node is read.
 */
const stateCte = (metric: AnalyticsMetric) =>
  sql`st AS (SELECT rolled_through AS rt, CASE WHEN substr(partial_through, 1, 10) = date(rolled_through, '+1 day') THEN substr(partial_through, 1, 10) END AS p
    FROM analytics_rollup_state WHERE metric = ${metric})`;

/** Where raw rows start (`f`, one row): partial_through while today's partial node is there, else the day after rolled_through; no state: every row. */
const rawStart = (metric: AnalyticsMetric) =>
  sql`SELECT coalesce(max(CASE WHEN substr(partial_through, 1, 10) = date(rolled_through, '+1 day') THEN partial_through ELSE date(rolled_through, '+1 day') END), '0000-01-01') AS f
    FROM analytics_rollup_state WHERE metric = ${metric}`;

/**
 * The months a frame may read whole (`YYYY-MM`): those that start inside a
 * period (and for the previous period end before the current one starts),
 * so a month node never straddles the periods' start.
 */
function candidateMonths(frame: Frame): string[] {
  const { prevFirst, first, last } = utcDays(frame);
  const months: string[] = [];
  for (let day = prevFirst; day <= last; day = addDays(day, 1)) {
    if (day.endsWith('-01') && (day >= first || monthBounds(day.slice(0, 7)).last < first)) months.push(day.slice(0, 7));
  }
  return months;
}

/**
 * The scope's nodes a frame reads (`columns` of them, alias `n`): one range
 * of its primary key, both periods' months and days. A month node holds its
 * month up to rolled_through (rollup.ts): it is read where that lies inside
 * the period and the all scope has one (`mo`, built); the days of the other
 * months are read up to rolled_through, and today's partial node. (The same
 * choice through json_each lists of every day and scalar subqueries of the
 * state cost workerd's D1 about 2 ms more a report: docs/decisions/019.)
 */
function selectedNodes(metric: AnalyticsMetric, scope: ReadScope, frame: Frame, columns: SQL): SQL {
  const { prevFirst, last } = utcDays(frame);
  const months = candidateMonths(frame);
  // A VALUES list, one parameter a month (at most 49 for two periods of 731 days), not json_each: faster in workerd's D1.
  const candidates = months.length ? sql`VALUES ${sql.join(months.map((month) => sql`(${month})`), sql`, `)}` : sql`SELECT NULL WHERE false`;
  return sql`WITH ${stateCte(metric)}, c(m) AS (${candidates}),
    mo AS (SELECT c.m AS month FROM st, c
      WHERE c.m || '-01' <= st.rt AND min(date(c.m || '-01', '+1 month', '-1 day'), st.rt) <= ${last}
        AND EXISTS (SELECT 1 FROM analytics_nodes b WHERE b.metric = ${metric} AND b.scope_type = 'all' AND b.scope_id = 0 AND b.span = c.m))
    SELECT ${columns} FROM st, analytics_nodes n
    WHERE n.metric = ${metric} AND n.scope_type = ${scope.type} AND n.scope_id = ${scope.id} AND n.span >= ${prevFirst.slice(0, 7)} AND n.span <= ${last}
      AND CASE WHEN length(n.span) = 7 THEN n.span IN (SELECT month FROM mo)
        ELSE n.span >= ${prevFirst} AND ((n.span <= st.rt AND substr(n.span, 1, 7) NOT IN (SELECT month FROM mo)) OR n.span = st.p) END`;
}

/**
 * Two statements: the scope's nodes (`hoursOnly`: their hours alone) and its
 * raw rows after them (from partial_through, or the first unrolled day),
 * grouped (analytics-sources.ts).
 */
export function metricStatements(metric: AnalyticsMetric, scope: ReadScope, frame: Frame, hoursOnly = false): SQL[] {
  const { prevFirst, last } = utcDays(frame);
  // Month buckets need a month node's coarse hours only (node-payload.ts coarseHours).
  const hours = frame.granularity === 'month' ? sql`coalesce(n.coarse, n.hours) AS hours` : sql`n.hours`;
  const nodes = selectedNodes(metric, scope, frame, hoursOnly ? sql`n.span, ${hours}` : sql`n.span, ${hours}, n.dims, n.sketch`);
  // The track's album only where the scope has album keys.
  const album = !hoursOnly && (scope.type === 'all' || scope.type === 'artist');
  const filter = metric === 'plays' ? scopeFilter(scope) : sql`1`;
  const end = addDays(last, 1);
  const raw = hoursOnly
    ? sql`SELECT CAST(strftime('%s', created_at) AS INTEGER) / 3600 AS hour, count(*) AS n FROM (${rawStart(metric)}) b CROSS JOIN ${sql.raw(metric === 'plays' ? 'plays pl' : 'page_views')}
        WHERE created_at >= max(${prevFirst}, b.f) AND created_at < ${end} AND ${filter} GROUP BY hour`
    : rawGrouped(metric, sql`${prevFirst}`, end, filter, album, rawStart(metric));
  return [nodes, raw];
}

export type MetricRead = {
  series: ReportSeries;
  breakdowns: Map<AnalyticsDimension, Breakdown[]>;
  uniques: ComparedFigure;
};

/** One dimension's keys with their counts in the current and the previous period (indexes into flat arrays: no object per key). */
class Tally {
  private index = new Map<string, number>();
  private keys: string[] = [];
  private counts: number[][] = [[], []];

  add(key: string, count: number, current: boolean) {
    let at = this.index.get(key);
    if (at === undefined) {
      at = this.keys.length;
      this.index.set(key, at);
      this.keys.push(key);
      this.counts[0].push(0);
      this.counts[1].push(0);
    }
    this.counts[current ? 0 : 1][at] += count;
  }

  /** The top keys by the current count (ties: the previous count, then the key), those counted in the current period only. */
  top(limit: number): Breakdown[] {
    const [cur, prev] = this.counts;
    const before = (a: number, b: number) => cur[a] > cur[b] || (cur[a] === cur[b] && (prev[a] > prev[b] || (prev[a] === prev[b] && this.keys[a] < this.keys[b])));
    const best: number[] = [];
    for (let i = 0; i < this.keys.length; i++) {
      if (cur[i] <= 0 || (best.length === limit && !before(i, best[limit - 1]))) continue;
      let at = Math.min(best.length, limit - 1);
      while (at > 0 && before(i, best[at - 1])) at--;
      best.splice(at, 0, i);
      if (best.length > limit) best.pop();
    }
    return best.map((i) => ({ key: this.keys[i], value: cur[i], previous: prev[i] }));
  }
}

/** Sums the nodes and raw rows of metricStatements into the report's series, top keys per dimension and unique estimates. */
export function metricResult(metric: AnalyticsMetric, scope: ReadScope, frame: Frame, nodes: Row[], raw: Row[]): MetricRead {
  const { prevFrom, to } = hourRange(frame);
  const firstHourOfCurrent = spanFirstHour(utcDays(frame).first);
  // Hours of both periods, indexed from prevFrom: a year is 17,520 slots, summed without a map.
  const hours = new Float64Array(Math.max(0, to - prevFrom));
  const addHour = (hour: number, count: number) => {
    if (hour >= prevFrom && hour < to) hours[hour - prevFrom] += count;
  };
  const tallies = new Map<AnalyticsDimension, Tally>();
  const tally = (dimension: AnalyticsDimension) => {
    let found = tallies.get(dimension);
    if (!found) tallies.set(dimension, (found = new Tally()));
    return found;
  };
  const sketches = [emptySketch(), emptySketch()];
  for (const row of nodes) {
    const firstHour = spanFirstHour(String(row.span));
    forEachHour(String(row.hours), firstHour, addHour);
    if (row.dims === undefined) continue;
    // A month node lies inside one period; a day is current from the UTC day holding the period's start.
    const current = firstHour >= firstHourOfCurrent;
    for (const [dimension, list] of Object.entries(JSON.parse(String(row.dims)) as StoredDims)) {
      const keys = tally(dimension as AnalyticsDimension);
      for (let i = 0; i + 1 < list.length; i += 2) keys.add(String(list[i]), list[i + 1] as number, current);
    }
    mergeStoredSketch(sketches[current ? 0 : 1], String(row.sketch));
  }
  for (const item of raw) {
    const row = item as unknown as RawGroup;
    const hour = Number(row.hour);
    addHour(hour, Number(row.n));
    if (row.who === undefined) continue;
    const current = hour >= firstHourOfCurrent;
    for (const [dimension, key] of rowKeys(metric, scope.type, row)) tally(dimension).add(key, Number(row.n), current);
    if (row.who !== null) addToSketch(sketches[current ? 0 : 1], String(row.who));
  }
  const breakdowns = new Map<AnalyticsDimension, Breakdown[]>();
  for (const [dimension, keys] of tallies) {
    const top = keys.top(REPORT_TOP_LIMIT);
    if (top.length) breakdowns.set(dimension, top);
  }
  return {
    series: seriesOf(frame, hours, prevFrom),
    breakdowns,
    uniques: { value: estimateSketch(sketches[0]), previous: estimateSketch(sketches[1]) },
  };
}

/**
 * The series from UTC hour counts (`hours[i]` is hour `firstHour + i`): per
 * hour for hour buckets; otherwise summed to the reader's local days first
 * (each hour with the offset in force then, offsetSegments) and bucketed
 * from the days.
 */
export function seriesOf(frame: Frame, hours: Float64Array, firstHour: number): ReportSeries {
  if (frame.granularity === 'hour') {
    const counts = new Map<number, number>();
    hours.forEach((count, i) => count && counts.set(firstHour + i, count));
    return buildSeries(frame, counts);
  }
  const segments = offsetSegments(frame.timezone, firstHour - 1, firstHour + hours.length + 1);
  const localDays = new Map<number, number>();
  let at = 0;
  for (let i = 0; i < hours.length; i++) {
    if (!hours[i]) continue;
    const hour = firstHour + i;
    while (at + 1 < segments.length && hour >= segments[at + 1].from) at++;
    const day = Math.floor((hour * 3600 + segments[at].offset) / 86400);
    localDays.set(day, (localDays.get(day) ?? 0) + hours[i]);
  }
  return buildDaySeries(frame, localDays);
}
