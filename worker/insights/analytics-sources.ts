import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsDimension, AnalyticsMetric, AnalyticsScope } from '../../db/analytics';

// The raw rows of each metric as the rollup and the reports' unrolled days
// read them: the same columns and the same grouping keys, so that a day
// counts alike whether it is read rolled up or raw (docs/decisions/019).

/** The hour (unix seconds / 3600) of an ISO timestamp column. */
export const hourOf = (column: SQL) => sql`(CAST(strftime('%s', ${column}) AS INTEGER) / 3600)`;

/** Who a row counts as for unique listeners and visitors: the user, else the guest's daily hash (`t`: the raw table's alias). */
export const identityOf = (t: string) =>
  sql.raw(`CASE WHEN ${t}.user_id IS NOT NULL THEN 'u' || ${t}.user_id WHEN ${t}.visitor IS NOT NULL THEN 'v' || ${t}.visitor END`);

/** A report's scope as a filter on raw plays (`pl` is the plays alias of rawGrouped). */
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
 * Raw rows in [from, to) (ISO strings or days; `from` may be a SQL
 * expression) grouped by every column a node needs (node-payload.ts
 * RawGroup), with their count `n`: the rollup's and the reports' one read
 * of raw rows. Plays carry their track's album for the album scope and
 * dimension (unless `album` is false). `start`: a one-row subquery whose `f`
 * the rows start at, if later than `from`, joined first so the time index's
 * range is bound by its value (as a scalar subquery in the bound it cost
 * workerd's D1 about a millisecond). One flat SELECT: the same grouping over
 * a subquery of the rows cost workerd's D1 2 to 4 ms more a statement, even
 * with no row to group (docs/decisions/019).
 */
export function rawGrouped(metric: AnalyticsMetric, from: SQL, to: string, filter: SQL = sql`1`, album = true, start?: SQL): SQL {
  const first = start ? sql`(${start}) b CROSS JOIN ` : sql``;
  const since = start ? sql`max(${from}, b.f)` : from;
  if (metric === 'plays') {
    // The track's album costs a lookup of the track per play: only where the album scope or dimension needs it.
    return sql`SELECT ${hourOf(sql`pl.created_at`)} AS hour, pl.track_id AS track_id, ${album ? sql`t.album_id` : sql`NULL`} AS album_id, pl.country AS country,
        pl.city AS city, pl.device_type AS device_type, pl.platform AS platform, pl.browser AS browser, NULL AS path, NULL AS referrer, ${identityOf('pl')} AS who, count(*) AS n
      FROM ${first}plays pl ${album ? sql`LEFT JOIN tracks t ON t.id = pl.track_id` : sql``}
      WHERE pl.created_at >= ${since} AND pl.created_at < ${to} AND ${filter}
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 11`;
  }
  return sql`SELECT ${hourOf(sql`pv.created_at`)} AS hour, NULL AS track_id, NULL AS album_id, pv.country AS country, pv.city AS city, pv.device_type AS device_type,
      pv.platform AS platform, pv.browser AS browser, pv.path AS path, pv.referrer AS referrer, ${identityOf('pv')} AS who, count(*) AS n
    FROM ${first}page_views pv WHERE pv.created_at >= ${since} AND pv.created_at < ${to} AND ${filter}
    GROUP BY 1, 4, 5, 6, 7, 8, 9, 10, 11`;
}
