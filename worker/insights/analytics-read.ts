import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDimension, AnalyticsMetric, AnalyticsScope } from '../../db/analytics';
import type { ComparedFigure, ReportSeries } from './insights-types';
import { REPORT_TOP_LIMIT } from './insights-types';
import type { Frame } from './report-frame';
import type { Row } from './raw-batch';
import { rawGrouped, scopeFilter } from './analytics-sources';
import { buildDaySeries, buildSeries, hourRange, offsetSegments } from './report-series';
import { addToSketch, emptySketch, estimateSketch } from './hyperloglog';
import { forEachHour, mergeStoredSketch, rowKeys, type RawGroup } from './node-payload';
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
 * CTE `st`: `r` the first day not rolled up, `p` that day when today's
 * partial node is there, `raw` where raw rows start (partial_through, else r).
 * No state row: nothing is rolled up, every row is raw.
 */
const stateCte = (metric: AnalyticsMetric) =>
  sql`st AS (SELECT coalesce(max(date(rolled_through, '+1 day')), '0000-01-01') AS r,
      max(CASE WHEN substr(partial_through, 1, 10) = date(rolled_through, '+1 day') THEN substr(partial_through, 1, 10) END) AS p,
      coalesce(max(CASE WHEN substr(partial_through, 1, 10) = date(rolled_through, '+1 day') THEN partial_through ELSE date(rolled_through, '+1 day') END), '0000-01-01') AS raw
    FROM analytics_rollup_state WHERE metric = ${metric})`;

/**
 * The spans a frame may read: the whole UTC months inside either period and
 * every UTC day of both. The statement keeps the months that are rolled up
 * and built (the all scope's month node is there) and the days that are
 * rolled up and not in such a month, plus today's partial node.
 */
function candidateSpans(frame: Frame) {
  const { prevFirst, first, last } = utcDays(frame);
  const months: string[] = [];
  const days: string[] = [];
  for (let day = prevFirst; day <= last; day = addDays(day, 1)) {
    days.push(day);
    const month = day.slice(0, 7);
    const end = monthBounds(month).last;
    // Whole inside one period: the previous ends the day before `first`.
    if (day.endsWith('-01') && end <= last && (day >= first || end < first)) months.push(month);
  }
  return { months: JSON.stringify(months), days: JSON.stringify(days) };
}

/**
 * Two statements: the scope's nodes (`columns` of them: all, or the hours
 * only) and its raw rows after the nodes, grouped (analytics-sources.ts).
 */
export function metricStatements(metric: AnalyticsMetric, scope: ReadScope, frame: Frame, hoursOnly = false): SQL[] {
  const { prevFirst, last } = utcDays(frame);
  const spans = candidateSpans(frame);
  const scopeIs = sql`metric = ${metric} AND scope_type = ${scope.type} AND scope_id = ${scope.id}`;
  const nodes = sql`WITH ${stateCte(metric)},
    mo AS (SELECT value AS month FROM json_each(${spans.months}) m
      WHERE date(m.value || '-01', '+1 month') <= (SELECT r FROM st)
        AND EXISTS (SELECT 1 FROM analytics_nodes WHERE metric = ${metric} AND scope_type = 'all' AND scope_id = 0 AND span = m.value))
    SELECT span, hours ${hoursOnly ? sql`` : sql`, dims, sketch`} FROM analytics_nodes WHERE ${scopeIs} AND span IN (
      SELECT month FROM mo
      UNION ALL
      SELECT d.value FROM json_each(${spans.days}) d
        WHERE (d.value < (SELECT r FROM st) AND substr(d.value, 1, 7) NOT IN (SELECT month FROM mo)) OR d.value = (SELECT p FROM st))`;
  // The track's album only where the scope has album keys.
  const album = !hoursOnly && (scope.type === 'all' || scope.type === 'artist');
  const filter = metric === 'plays' ? scopeFilter(scope) : sql`1`;
  const raw = hoursOnly
    ? sql`SELECT CAST(strftime('%s', created_at) AS INTEGER) / 3600 AS hour, count(*) AS n FROM ${sql.raw(metric === 'plays' ? 'plays pl' : 'page_views')}
        WHERE created_at >= max(${prevFirst}, (SELECT raw FROM st)) AND created_at < ${addDays(last, 1)} AND ${filter} GROUP BY hour`
    : rawGrouped(metric, sql`max(${prevFirst}, (SELECT raw FROM st))`, addDays(last, 1), filter, album);
  return [nodes, sql`WITH ${stateCte(metric)} ${raw}`];
}

export type MetricRead = { series: ReportSeries; breakdowns: Map<AnalyticsDimension, Breakdown[]>; uniques: ComparedFigure };

/** Sums the nodes and raw rows of metricStatements into the report's series, top keys per dimension and unique estimates. */
export function metricResult(metric: AnalyticsMetric, scope: ReadScope, frame: Frame, nodes: Row[], raw: Row[]): MetricRead {
  const { prevFrom, to } = hourRange(frame);
  const { first } = utcDays(frame);
  const firstHourOfCurrent = spanFirstHour(first);
  const hours = new Map<number, number>();
  const addHour = (hour: number, count: number) => {
    if (hour >= prevFrom && hour < to) hours.set(hour, (hours.get(hour) ?? 0) + count);
  };
  const keys = new Map<AnalyticsDimension, Map<string, [number, number]>>();
  const addKey = (dimension: AnalyticsDimension, key: string, count: number, current: boolean) => {
    let counts = keys.get(dimension);
    if (!counts) keys.set(dimension, (counts = new Map()));
    let pair = counts.get(key);
    if (!pair) counts.set(key, (pair = [0, 0]));
    pair[current ? 0 : 1] += count;
  };
  const sketches = [emptySketch(), emptySketch()];
  for (const row of nodes) {
    const span = String(row.span);
    const firstHour = spanFirstHour(span);
    forEachHour(String(row.hours), firstHour, addHour);
    if (row.dims === undefined) continue;
    // A month node lies inside one period; a day is current from the UTC day holding the period's start.
    const current = firstHour >= firstHourOfCurrent;
    for (const [dimension, counts] of Object.entries(JSON.parse(String(row.dims)) as Record<string, Record<string, number>>)) {
      for (const key in counts) addKey(dimension as AnalyticsDimension, key, counts[key], current);
    }
    mergeStoredSketch(sketches[current ? 0 : 1], String(row.sketch));
  }
  for (const item of raw) {
    const row = item as unknown as RawGroup;
    const hour = Number(row.hour);
    addHour(hour, Number(row.n));
    if (row.who === undefined) continue;
    const current = hour >= firstHourOfCurrent;
    for (const [dimension, key] of rowKeys(metric, scope.type, row)) addKey(dimension, key, Number(row.n), current);
    if (row.who !== null) addToSketch(sketches[current ? 0 : 1], String(row.who));
  }
  return {
    series: seriesOf(frame, hours),
    breakdowns: topKeys(keys),
    uniques: { value: estimateSketch(sketches[0]), previous: estimateSketch(sketches[1]) },
  };
}

/** Each dimension's top keys in the current period (ties: the previous period's count, then the key). */
function topKeys(keys: Map<AnalyticsDimension, Map<string, [number, number]>>): Map<AnalyticsDimension, Breakdown[]> {
  const out = new Map<AnalyticsDimension, Breakdown[]>();
  for (const [dimension, counts] of keys) {
    const entries: Breakdown[] = [];
    for (const [key, [value, previous]] of counts) if (value > 0) entries.push({ key, value, previous });
    entries.sort((a, b) => b.value - a.value || b.previous - a.previous || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (entries.length) out.set(dimension, entries.slice(0, REPORT_TOP_LIMIT));
  }
  return out;
}

/**
 * The series from UTC hour counts: per hour for hour buckets; otherwise
 * summed to the reader's local days first (each hour with the offset in
 * force then, offsetSegments) and bucketed from the days.
 */
export function seriesOf(frame: Frame, hours: Map<number, number>): ReportSeries {
  if (frame.granularity === 'hour') return buildSeries(frame, hours);
  const { prevFrom, to } = hourRange(frame);
  const segments = offsetSegments(frame.timezone, prevFrom - 1, to + 1);
  const localDays = new Map<number, number>();
  for (const [hour, count] of hours) {
    let at = segments.length - 1;
    while (at > 0 && hour < segments[at].from) at--;
    const day = Math.floor((hour * 3600 + segments[at].offset) / 86400);
    localDays.set(day, (localDays.get(day) ?? 0) + count);
  }
  const dates = new Map<string, number>();
  for (const [day, count] of localDays) dates.set(new Date(day * 86_400_000).toISOString().slice(0, 10), count);
  return buildDaySeries(frame, dates);
}
