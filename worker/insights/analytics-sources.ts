import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDimension, AnalyticsMetric, AnalyticsScope } from '../../db/analytics';

// The raw rows of each metric as the rollup and the reports' unrolled days
// read them: the same columns and the same grouping keys, so that a day
// counts alike whether it is read rolled up or raw (docs/decisions/019).

/** The hour (unix seconds / 3600) of an ISO timestamp column. */
export const hourOf = (column: SQL) => sql`(CAST(strftime('%s', ${column}) AS INTEGER) / 3600)`;

/** Who a row counts as for unique listeners and visitors: the user, else the guest's daily hash. */
export const IDENTITY = sql`CASE WHEN user_id IS NOT NULL THEN 'u' || user_id WHEN visitor IS NOT NULL THEN 'v' || visitor END`;

/**
 * Raw rows in [from, to) (ISO strings or days; `from` may be a SQL
 * expression), with the columns every grouping needs. Plays carry their
 * track's album for the album scope and dimension (unless `album` is false).
 * `start`: a one-row subquery whose `f` the rows start at, if later than
 * `from`, joined first so the time index's range is bound by its value (as
 * a scalar subquery in the bound it cost workerd's D1 about a millisecond).
 */
export function rawRows(metric: AnalyticsMetric, from: SQL, to: string, filter: SQL = sql`1`, album = true, start?: SQL): SQL {
  const first = start ? sql`(${start}) b CROSS JOIN ` : sql``;
  const since = start ? sql`max(${from}, b.f)` : from;
  if (metric === 'plays') {
    // The track's album costs a lookup of the track per play: only where the album scope or dimension needs it.
    return sql`SELECT pl.track_id, pl.user_id, pl.visitor, pl.country, pl.city, pl.device_type, pl.platform, pl.browser, pl.created_at,
        NULL AS path, NULL AS referrer, ${album ? sql`t.album_id` : sql`NULL AS album_id`}
      FROM ${first}plays pl ${album ? sql`LEFT JOIN tracks t ON t.id = pl.track_id` : sql``}
      WHERE pl.created_at >= ${since} AND pl.created_at < ${to} AND ${filter}`;
  }
  return sql`SELECT NULL AS track_id, user_id, visitor, country, city, device_type, platform, browser, created_at,
      path, referrer, NULL AS album_id
    FROM ${first}page_views WHERE created_at >= ${since} AND created_at < ${to} AND ${filter}`;
}

/** A report's scope as a filter on raw plays (`pl` is the plays alias of rawRows). */
export function scopeFilter(scope: { type: AnalyticsScope; id: number }): SQL {
  switch (scope.type) {
    case 'all':
      return sql`1`;
    case 'track':
      return sql`pl.track_id = ${scope.id}`;
    case 'album':
      return sql`pl.track_id IN (SELECT id FROM tracks WHERE album_id = ${scope.id})`;
    case 'artist':
      return sql`pl.track_id IN (SELECT track_id FROM track_artists WHERE artist_id = ${scope.id})`;
  }
}

/**
 * Keys kept per (metric, scope, dimension, day or month) of the wide
 * dimensions (docs/decisions/019): a broad catalog's all scope has thousands
 * of tracks a day, and a report shows the top 10. The narrow dimensions
 * (country, device, platform, browser) stay complete.
 */
export const REPORT_ROLLUP_TOP_KEYS = 100;
export const WIDE_DIMENSIONS: AnalyticsDimension[] = ['track', 'album', 'city', 'path', 'referrer'];

/**
 * Raw rows in [from, to) grouped by every column a node needs (node-payload.ts
 * RawGroup), with their count `n`: the rollup's and the reports' one read of
 * raw rows. `album` and `start` as rawRows.
 */
export function rawGrouped(metric: AnalyticsMetric, from: SQL, to: string, filter: SQL = sql`1`, album = true, start?: SQL): SQL {
  const columns = sql`hour, track_id, album_id, country, city, device_type, platform, browser, path, referrer, who`;
  return sql`SELECT ${columns}, count(*) AS n FROM (
      SELECT r.*, ${hourOf(sql`r.created_at`)} AS hour, ${IDENTITY} AS who FROM (${rawRows(metric, from, to, filter, album, start)}) r)
    GROUP BY ${columns}`;
}
