import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDimension, AnalyticsMetric, AnalyticsScope } from '../../db/analytics';
import type { ComparedFigure, ReportSeries } from './insights-types';
import { REPORT_TOP_LIMIT } from './insights-types';
import type { Frame } from './report-frame';
import type { Row } from '../raw-batch';
import { rawGrouped, scopeFilter } from './analytics-sources';
import { buildDaySeries, buildSeries, hourRange, offsetSegments } from './report-series';
import { addToSketch, emptySketch, estimateSketch, type Sketch } from './hyperloglog';
import { forEachHour, mergeStoredSketch, rowKeys, type RawGroup, type StoredDims } from './node-payload';
import { spanFirstHour } from './node-store';
import { addDays } from './zoned-time';
import { monthBounds } from './rollup-month';
import { ROLLUP_VERSION } from './rollup-version';

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

/** Where a metric's raw rows start, from its state row: partial_through while today's partial node is there, else the day after rolled_through. */
const RAW_FROM = sql.raw(`CASE WHEN substr(partial_through, 1, 10) = date(rolled_through, '+1 day') THEN partial_through ELSE date(rolled_through, '+1 day') END`);

/**
 * CTE `st`: the metric's rolled_through `rt` and, when today's partial node
 * is there (partial_through on the day after it), that day `p`; the nodes'
 * version `v` and where the raw rows start `f`. No state row, no row:
 * nothing is rolled up and no node is read.
 */
const stateCte = (metric: AnalyticsMetric) =>
  sql`st AS (SELECT rolled_through AS rt, CASE WHEN substr(partial_through, 1, 10) = date(rolled_through, '+1 day') THEN substr(partial_through, 1, 10) END AS p,
      ${ROLLUP_VERSION} AS v, ${RAW_FROM} AS f
    FROM analytics_rollup_state WHERE metric = ${metric})`;

/** Where raw rows start (`f`, one row): RAW_FROM; no state: every row. */
const rawStart = (metric: AnalyticsMetric) =>
  sql`SELECT coalesce(max(${RAW_FROM}), '0000-01-01') AS f FROM analytics_rollup_state WHERE metric = ${metric}`;

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
 * The first row is the nodes' version and where the raw rows start alone
 * (`version`, `raw_from`; the other columns null; none without a state
 * row), for the report cache (report-cache.ts).
 */
function selectedNodes(metric: AnalyticsMetric, scope: ReadScope, frame: Frame, columns: SQL, blanks: SQL): SQL {
  const { prevFirst, last } = utcDays(frame);
  const months = candidateMonths(frame);
  // A VALUES list, one parameter a month (at most 49 for two periods of 731 days), not json_each: faster in workerd's D1.
  const candidates = months.length ? sql`VALUES ${sql.join(months.map((month) => sql`(${month})`), sql`, `)}` : sql`SELECT NULL WHERE false`;
  return sql`WITH ${stateCte(metric)}, c(m) AS (${candidates}),
    mo AS (SELECT c.m AS month FROM st, c
      WHERE c.m || '-01' <= st.rt AND min(date(c.m || '-01', '+1 month', '-1 day'), st.rt) <= ${last}
        AND EXISTS (SELECT 1 FROM analytics_nodes b WHERE b.metric = ${metric} AND b.scope_type = 'all' AND b.scope_id = 0 AND b.span = c.m))
    SELECT st.v AS version, st.f AS raw_from, ${blanks} FROM st
    UNION ALL
    SELECT NULL, NULL, ${columns} FROM st, analytics_nodes n
    WHERE n.metric = ${metric} AND n.scope_type = ${scope.type} AND n.scope_id = ${scope.id} AND n.span >= ${prevFirst.slice(0, 7)} AND n.span <= ${last}
      AND CASE WHEN length(n.span) = 7 THEN n.span IN (SELECT month FROM mo)
        ELSE n.span >= ${prevFirst} AND ((n.span <= st.rt AND substr(n.span, 1, 7) NOT IN (SELECT month FROM mo)) OR n.span = st.p) END`;
}

/**
 * The scope's raw rows in the frame's UTC days, grouped (analytics-sources.ts;
 * `hoursOnly`: per hour alone): from `rawFrom`, or with null from where the
 * state says the nodes end (rawStart, joined first).
 */
function rawStatement(metric: AnalyticsMetric, scope: ReadScope, frame: Frame, hoursOnly: boolean, rawFrom: string | null): SQL {
  const { prevFirst, last } = utcDays(frame);
  // The track's album only where the scope has album keys.
  const album = !hoursOnly && (scope.type === 'all' || scope.type === 'artist');
  const filter = metric === 'plays' ? scopeFilter(scope) : sql`1`;
  const end = addDays(last, 1);
  // Text order, as SQL's max() of the two.
  const from = rawFrom === null ? sql`${prevFirst}` : sql`${rawFrom > prevFirst ? rawFrom : prevFirst}`;
  const start = rawFrom === null ? rawStart(metric) : undefined;
  if (!hoursOnly) return rawGrouped(metric, from, end, filter, album, start);
  return sql`SELECT CAST(strftime('%s', created_at) AS INTEGER) / 3600 AS hour, count(*) AS n FROM ${start ? sql`(${start}) b CROSS JOIN ` : sql``}${sql.raw(metric === 'plays' ? 'plays pl' : 'page_views')}
    WHERE created_at >= ${start ? sql`max(${from}, b.f)` : from} AND created_at < ${end} AND ${filter} GROUP BY hour`;
}

/**
 * Two statements: the nodes' version and the scope's nodes (`hoursOnly`:
 * their hours alone), and its raw rows after them (from partial_through, or
 * the first unrolled day), grouped (analytics-sources.ts). One batch, so
 * one transaction: the version, the nodes and where the raw rows start
 * agree.
 */
export function metricStatements(metric: AnalyticsMetric, scope: ReadScope, frame: Frame, hoursOnly = false): SQL[] {
  // Month buckets need a month node's coarse hours only (node-payload.ts coarseHours).
  const hours = frame.granularity === 'month' ? sql`coalesce(n.coarse, n.hours)` : sql`n.hours`;
  const nodes = hoursOnly
    ? selectedNodes(metric, scope, frame, sql`n.span, ${hours}`, sql`NULL AS span, NULL AS hours`)
    : selectedNodes(metric, scope, frame, sql`n.span, ${hours}, n.dims, n.sketch`, sql`NULL AS span, NULL AS hours, NULL AS dims, NULL AS sketch`);
  return [nodes, rawStatement(metric, scope, frame, hoursOnly, null)];
}

/**
 * Two statements for a report whose nodes' sums are kept (report-cache.ts)
 * with the version they were summed at, whose raw rows started at
 * `rawFrom`: the version now, and the raw rows from `rawFrom` (valid if the
 * version is still the kept one: the same batch, so the same transaction).
 * Both are short: workerd's D1 answers them in about the time of a
 * `SELECT 1`, where the nodes' statement costs a few milliseconds even when
 * it returns one row.
 */
export function keptStatements(metric: AnalyticsMetric, scope: ReadScope, frame: Frame, hoursOnly: boolean, rawFrom: string): SQL[] {
  return [sql`SELECT ${ROLLUP_VERSION} AS version FROM analytics_rollup_state WHERE metric = ${metric}`, rawStatement(metric, scope, frame, hoursOnly, rawFrom)];
}

export type MetricRead = {
  series: ReportSeries;
  breakdowns: Map<AnalyticsDimension, Breakdown[]>;
  uniques: ComparedFigure;
};

/** A key's counts in the current and the previous period. */
type Counts = [number, number];

/** The order of a top list: the current count, then the previous count, then the key (as Tally.top's). */
const before = (a: string, ac: Counts, b: string, bc: Counts) => ac[0] > bc[0] || (ac[0] === bc[0] && (ac[1] > bc[1] || (ac[1] === bc[1] && a < b)));

/**
 * One dimension's keys with their counts in the current and the previous
 * period (indexes into flat arrays: no object per key). Filled from the
 * nodes, then only read (a report cache entry shares it between requests).
 */
class Tally {
  private index = new Map<string, number>();
  private keys: string[] = [];
  private counts: number[][] = [[], []];
  private best: Breakdown[] | null = null;

  get size() {
    return this.keys.length;
  }

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

  /** The top keys by the current count (ties: the previous count, then the key), those counted in the current period only; computed once. */
  top(limit: number): Breakdown[] {
    if (this.best) return this.best;
    const [cur, prev] = this.counts;
    const ahead = (a: number, b: number) => cur[a] > cur[b] || (cur[a] === cur[b] && (prev[a] > prev[b] || (prev[a] === prev[b] && this.keys[a] < this.keys[b])));
    const best: number[] = [];
    for (let i = 0; i < this.keys.length; i++) {
      if (cur[i] <= 0 || (best.length === limit && !ahead(i, best[limit - 1]))) continue;
      let at = Math.min(best.length, limit - 1);
      while (at > 0 && ahead(i, best[at - 1])) at--;
      best.splice(at, 0, i);
      if (best.length > limit) best.pop();
    }
    return (this.best = best.map((i) => ({ key: this.keys[i], value: cur[i], previous: prev[i] })));
  }

  /**
   * The top keys with `more` added (the raw rows' counts), without changing
   * the tally. Counts only grow, so a key below the top `limit` that `more`
   * does not touch stays below them: the top and the touched keys are the
   * only candidates.
   */
  topWith(more: Map<string, Counts> | undefined, limit: number): Breakdown[] {
    const top = this.top(limit);
    if (!more?.size) return top;
    const candidates = new Map<string, Counts>(top.map((entry) => [entry.key, [entry.value, entry.previous]]));
    for (const [key, [current, previous]] of more) {
      const at = this.index.get(key);
      candidates.set(key, at === undefined ? [current, previous] : [this.counts[0][at] + current, this.counts[1][at] + previous]);
    }
    return [...candidates]
      .filter(([, counts]) => counts[0] > 0)
      .sort(([a, ac], [b, bc]) => (before(a, ac, b, bc) ? -1 : before(b, bc, a, ac) ? 1 : 0))
      .slice(0, limit)
      .map(([key, [value, previous]]) => ({ key, value, previous }));
  }
}

/**
 * A metric's rolled-up part of a report: everything its nodes add up to,
 * before the raw rows after them. `counts` are the series' input (UTC hours
 * for hour buckets, else the reader's local days as day numbers); `weight`
 * is its rough size in bytes, for the cache's bound.
 */
export type RolledPart = {
  counts: Map<number, number>;
  tallies: Map<AnalyticsDimension, Tally>;
  sketches: [Sketch, Sketch];
  estimates: [number, number];
  weight: number;
};

/** The local day (days since 1970-01-01) of each UTC hour of a frame's periods, in its zone (offsetSegments: once per zone and year). */
function localDays(frame: Frame): (hour: number) => number {
  const { prevFrom, to } = hourRange(frame);
  const segments = offsetSegments(frame.timezone, prevFrom - 1, Math.max(prevFrom, to) + 1);
  return (hour) => {
    // The last segment starting at or before the hour (the first one if none does).
    let lo = 0;
    let hi = segments.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (segments[mid].from <= hour) lo = mid;
      else hi = mid - 1;
    }
    return Math.floor((hour * 3600 + segments[lo].offset) / 86400);
  };
}

/** Sums a scope's nodes (the first statement of metricStatements, its version row skipped) into a report's rolled-up part. */
export function rolledPart(frame: Frame, nodes: Row[]): RolledPart {
  const { prevFrom, to } = hourRange(frame);
  const firstHourOfCurrent = spanFirstHour(utcDays(frame).first);
  // Hours of both periods, indexed from prevFrom: a year is 17,520 slots, summed without a map.
  const hours = new Float64Array(Math.max(0, to - prevFrom));
  const addHour = (hour: number, count: number) => {
    if (hour >= prevFrom && hour < to) hours[hour - prevFrom] += count;
  };
  const tallies = new Map<AnalyticsDimension, Tally>();
  const sketches: [Sketch, Sketch] = [emptySketch(), emptySketch()];
  for (const row of nodes) {
    if (row.span === null || row.span === undefined) continue;
    const firstHour = spanFirstHour(String(row.span));
    forEachHour(String(row.hours), firstHour, addHour);
    if (row.dims === undefined || row.dims === null) continue;
    // A month node lies inside one period; a day is current from the UTC day holding the period's start.
    const current = firstHour >= firstHourOfCurrent;
    for (const [dimension, list] of Object.entries(JSON.parse(String(row.dims)) as StoredDims)) {
      let keys = tallies.get(dimension as AnalyticsDimension);
      if (!keys) tallies.set(dimension as AnalyticsDimension, (keys = new Tally()));
      for (let i = 0; i + 1 < list.length; i += 2) keys.add(String(list[i]), list[i + 1] as number, current);
    }
    mergeStoredSketch(sketches[current ? 0 : 1], String(row.sketch));
  }
  const counts = new Map<number, number>();
  const bucketOf = frame.granularity === 'hour' ? (hour: number) => hour : localDays(frame);
  hours.forEach((count, i) => {
    if (!count) return;
    const key = bucketOf(prevFrom + i);
    counts.set(key, (counts.get(key) ?? 0) + count);
  });
  let keys = 0;
  for (const tally of tallies.values()) {
    tally.top(REPORT_TOP_LIMIT);
    keys += tally.size;
  }
  return {
    counts,
    tallies,
    sketches,
    estimates: [estimateSketch(sketches[0]), estimateSketch(sketches[1])],
    weight: 4096 + counts.size * 48 + keys * 96,
  };
}

/**
 * A report's figures: its rolled-up part (rolledPart, maybe cached) plus the
 * raw rows of metricStatements. The part is only read: the raw rows' counts
 * go to copies.
 */
export function metricResult(metric: AnalyticsMetric, scope: ReadScope, frame: Frame, part: RolledPart, raw: Row[]): MetricRead {
  const { prevFrom, to } = hourRange(frame);
  const firstHourOfCurrent = spanFirstHour(utcDays(frame).first);
  let counts = part.counts;
  let bucketOf: ((hour: number) => number) | null = null;
  const more = new Map<AnalyticsDimension, Map<string, Counts>>();
  const sketches: [Sketch | null, Sketch | null] = [null, null];
  for (const item of raw) {
    const row = item as unknown as RawGroup;
    const hour = Number(row.hour);
    const n = Number(row.n);
    if (hour >= prevFrom && hour < to) {
      if (!bucketOf) {
        bucketOf = frame.granularity === 'hour' ? (at: number) => at : localDays(frame);
        counts = new Map(counts);
      }
      const key = bucketOf(hour);
      counts.set(key, (counts.get(key) ?? 0) + n);
    }
    if (row.who === undefined) continue;
    const period = hour >= firstHourOfCurrent ? 0 : 1;
    for (const [dimension, key] of rowKeys(metric, scope.type, row)) {
      let keys = more.get(dimension);
      if (!keys) more.set(dimension, (keys = new Map()));
      const counted = keys.get(key) ?? [0, 0];
      counted[period] += n;
      keys.set(key, counted);
    }
    if (row.who !== null) addToSketch((sketches[period] ??= part.sketches[period].slice()), String(row.who));
  }
  const breakdowns = new Map<AnalyticsDimension, Breakdown[]>();
  for (const dimension of new Set([...part.tallies.keys(), ...more.keys()])) {
    const top = (part.tallies.get(dimension) ?? new Tally()).topWith(more.get(dimension), REPORT_TOP_LIMIT);
    if (top.length) breakdowns.set(dimension, top);
  }
  const estimate = (period: 0 | 1) => {
    const sketch = sketches[period];
    return sketch ? estimateSketch(sketch) : part.estimates[period];
  };
  return {
    series: frame.granularity === 'hour' ? buildSeries(frame, counts) : buildDaySeries(frame, counts),
    breakdowns,
    uniques: { value: estimate(0), previous: estimate(1) },
  };
}
