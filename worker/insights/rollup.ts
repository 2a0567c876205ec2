import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { ANALYTICS_METRICS, type AnalyticsMetric } from '../../db/analytics';
import { addToSketch, emptySketch, type Sketch } from './hyperloglog';
import { dimensionKeys, IDENTITY, rawRows, topKeys } from './analytics-sources';
import { rawAll, rawBatch } from './raw-batch';
import { addDays } from './zoned-time';
import { rollupMonth, sketchInserts, unbuiltMonths } from './rollup-month';

// The daily rollup (docs/decisions/019-analytics-rollups.md): once a UTC day
// is over, its raw plays and page views become per-hour counts, per-key daily
// counts and a unique-listeners sketch per scope, and the metric's
// rolled_through moves to that day, all in one D1 batch. The last day of a
// UTC month also builds the month (rollup-month.ts), in a second batch.

/** Days one cron run rolls up at most per metric; a backlog (the first run over a year of plays) continues at the next run. */
export const MAX_DAYS_PER_RUN = 62;
/** Months one cron run builds at most per metric when catching up (rolled-up months without month rows, e.g. after a deploy). */
export const MAX_MONTHS_PER_RUN = 3;

/**
 * What each write of the rollup reads from a day's raw rows, grouped once
 * before the rows fan out to their scopes and dimensions (a day of 10,000
 * plays is a few thousand distinct combinations; each then counts as `n`).
 */
const GROUPINGS = {
  hourly: { select: sql`track_id, album_id, CAST(strftime('%s', created_at) AS INTEGER) / 3600 AS hour`, by: sql`track_id, album_id, hour` },
  daily: {
    select: sql`track_id, album_id, country, city, device_type, platform, browser, path, referrer`,
    by: sql`track_id, album_id, country, city, device_type, platform, browser, path, referrer`,
  },
  who: { select: sql`track_id, album_id, ${IDENTITY} AS who`, by: sql`track_id, album_id, who` },
};

/** The day's grouped raw rows per scope, as CTEs `p` (grouped rows with their count `n`) and `s` (per scope: st, sid). */
function scopedDay(metric: AnalyticsMetric, day: string, grouping: keyof typeof GROUPINGS): SQL {
  const { select, by } = GROUPINGS[grouping];
  const p = sql`SELECT ${select}, count(*) AS n FROM (${rawRows(metric, sql`${day}`, addDays(day, 1))}) GROUP BY ${by}`;
  if (metric === 'views') return sql`WITH p AS (${p}), s AS (SELECT 'all' AS st, 0 AS sid, p.* FROM p)`;
  // One compound term per kind of scope source (D1 allows few): all, track and album from the row itself, artists through the credits.
  return sql`WITH p AS (${p}), s AS (
      SELECT CASE k.value WHEN 0 THEN 'all' WHEN 1 THEN 'track' ELSE 'album' END AS st,
        CASE k.value WHEN 0 THEN 0 WHEN 1 THEN p.track_id ELSE p.album_id END AS sid, p.*
      FROM p, json_each('[0,1,2]') k WHERE sid IS NOT NULL
      UNION ALL SELECT 'artist', ta.artist_id, p.* FROM p JOIN track_artists ta ON ta.track_id = p.track_id)`;
}

/** Each scope's sketch of the day's distinct listeners (users by id, guests by their daily hash). */
async function daySketches(db: Db, metric: AnalyticsMetric, day: string): Promise<Map<string, Sketch>> {
  const rows = await rawAll(db, sql`${scopedDay(metric, day, 'who')} SELECT DISTINCT st, sid, who FROM s WHERE who IS NOT NULL`);
  const sketches = new Map<string, Sketch>();
  for (const row of rows) {
    const scope = `${String(row.st)}:${String(row.sid)}`;
    let sketch = sketches.get(scope);
    if (!sketch) sketches.set(scope, (sketch = emptySketch()));
    addToSketch(sketch, String(row.who));
  }
  return sketches;
}

/**
 * Rolls up one UTC day of one metric: one read (the day's distinct
 * listeners per scope, for the sketches) and one D1 batch of upserts, so a
 * re-run replaces the day's figures. Advances rolled_through to the day
 * (never back). The wide dimensions keep their top keys per scope
 * (topKeys). On a month's last day the month is built too. Answers the
 * statement count (the bench times this for a day of 10,000 plays).
 */
export async function rollupDay(db: Db, metric: AnalyticsMetric, day: string): Promise<number> {
  const sketches = await daySketches(db, metric, day);
  const statements: SQL[] = [
    sql`${scopedDay(metric, day, 'hourly')} INSERT INTO analytics_hourly (metric, scope_type, scope_id, hour, count)
      SELECT ${metric}, st, sid, hour, sum(n) FROM s WHERE true GROUP BY st, sid, hour
      ON CONFLICT DO UPDATE SET count = excluded.count`,
    sql`${scopedDay(metric, day, 'daily')} INSERT INTO analytics_daily (metric, scope_type, scope_id, dimension, day, key, count)
      SELECT ${metric}, st, sid, dim, ${day}, key, c FROM (${topKeys(sql`SELECT st, sid, dim, key, sum(n) AS c FROM (${dimensionKeys(metric, sql`, n`)}) GROUP BY st, sid, dim, key`)}) WHERE true
      ON CONFLICT DO UPDATE SET count = excluded.count`,
    ...sketchInserts('analytics_uniques', 'day', metric, day, sketches),
  ];
  statements.push(sql`INSERT INTO analytics_rollup_state (metric, rolled_through, updated_at) VALUES (${metric}, ${day}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    ON CONFLICT (metric) DO UPDATE SET rolled_through = max(rolled_through, excluded.rolled_through), updated_at = excluded.updated_at`);
  await rawBatch(db, statements);
  const month = day.slice(0, 7);
  if (addDays(day, 1).slice(0, 7) !== month) return statements.length + (await rollupMonth(db, metric, month));
  return statements.length;
}

/** The first UTC day not rolled up yet: the day after rolled_through, or the oldest raw row's day; null when there is nothing. */
export async function firstUnrolledDay(db: Db, metric: AnalyticsMetric): Promise<string | null> {
  const table = sql.raw(metric === 'plays' ? 'plays' : 'page_views');
  const [row] = await rawAll(
    db,
    sql`SELECT (SELECT rolled_through FROM analytics_rollup_state WHERE metric = ${metric}) AS rolled, (SELECT min(created_at) FROM ${table}) AS oldest`,
  );
  if (typeof row?.rolled === 'string') return addDays(row.rolled, 1);
  return typeof row?.oldest === 'string' ? row.oldest.slice(0, 10) : null;
}

/**
 * Cron task `analytics:rollup`: every complete UTC day after rolled_through,
 * up to yesterday, per metric; then a few rolled-up months that have no
 * month rows yet (the days rolled up before the month tables existed).
 */
export async function rollupAnalytics(db: Db, now = new Date()): Promise<string> {
  const yesterday = addDays(now.toISOString().slice(0, 10), -1);
  const done: string[] = [];
  for (const metric of ANALYTICS_METRICS) {
    let day = await firstUnrolledDay(db, metric);
    let days = 0;
    while (day !== null && day <= yesterday && days < MAX_DAYS_PER_RUN) {
      await rollupDay(db, metric, day);
      day = addDays(day, 1);
      days++;
    }
    const months = await unbuiltMonths(db, metric, MAX_MONTHS_PER_RUN);
    for (const month of months) await rollupMonth(db, metric, month);
    const monthsDone = months.length ? ` and ${months.length} month${months.length === 1 ? '' : 's'}` : '';
    done.push(`${metric}: ${days} day${days === 1 ? '' : 's'}${monthsDone}`);
  }
  return `Rolled up ${done.join(', ')}.`;
}
