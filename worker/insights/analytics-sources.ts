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
 */
export function rawRows(metric: AnalyticsMetric, from: SQL, to: string, filter: SQL = sql`1`, album = true): SQL {
  if (metric === 'plays') {
    // The track's album costs a lookup of the track per play: only where the album scope or dimension needs it.
    return sql`SELECT pl.track_id, pl.user_id, pl.visitor, pl.country, pl.city, pl.device_type, pl.platform, pl.browser, pl.created_at,
        NULL AS path, NULL AS referrer, ${album ? sql`t.album_id` : sql`NULL AS album_id`}
      FROM plays pl ${album ? sql`LEFT JOIN tracks t ON t.id = pl.track_id` : sql``}
      WHERE pl.created_at >= ${from} AND pl.created_at < ${to} AND ${filter}`;
  }
  return sql`SELECT NULL AS track_id, user_id, visitor, country, city, device_type, platform, browser, created_at,
      path, referrer, NULL AS album_id
    FROM page_views WHERE created_at >= ${from} AND created_at < ${to} AND ${filter}`;
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

/** The breakdown dimensions of each metric and scope (SPEC section 2's insights; the admin reports). */
export function dimensionsOf(metric: AnalyticsMetric, scope: AnalyticsScope): AnalyticsDimension[] {
  const place: AnalyticsDimension[] = ['country', 'city', 'device', 'platform', 'browser'];
  if (metric === 'views') return ['path', 'referrer', ...place];
  return [...place, ...(scope !== 'track' ? (['track'] as const) : []), ...(scope === 'all' || scope === 'artist' ? (['album'] as const) : [])];
}

/**
 * The (dimension, key) rows of scoped raw rows `s` (columns st, sid and the
 * rawRows columns): each row once per dimension, through json_each rather
 * than UNION ALL (D1 allows few terms in a compound SELECT). Unknown values
 * count under '' (shown as "Unknown"); a row without a city has no city key,
 * a track scope no track key, only the all and artist scopes album keys.
 */
export function dimensionKeys(metric: AnalyticsMetric, extra: SQL = sql``): SQL {
  const dimensions = metric === 'views' ? dimensionsOf('views', 'all') : dimensionsOf('plays', 'all');
  // json_each has columns named key and path of its own: the raw columns are read as s.*.
  return sql`SELECT st, sid, dim, dkey AS key ${extra} FROM (
      SELECT s.*, d.value AS dim, CASE d.value
        WHEN 'path' THEN coalesce(s.path, '')
        WHEN 'referrer' THEN coalesce(s.referrer, '')
        WHEN 'country' THEN coalesce(s.country, '')
        WHEN 'city' THEN CASE WHEN s.city IS NOT NULL AND s.city <> '' THEN coalesce(s.country, '') || ':' || s.city END
        WHEN 'device' THEN coalesce(s.device_type, '')
        WHEN 'platform' THEN coalesce(s.platform, '')
        WHEN 'browser' THEN coalesce(s.browser, '')
        WHEN 'track' THEN CASE WHEN s.st <> 'track' THEN CAST(s.track_id AS TEXT) END
        WHEN 'album' THEN CASE WHEN s.st IN ('all', 'artist') AND s.album_id IS NOT NULL THEN CAST(s.album_id AS TEXT) END
      END AS dkey
      FROM s, json_each(${JSON.stringify(dimensions)}) d)
    WHERE dkey IS NOT NULL`;
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
 * Rows (st, sid, dim, key, c) of a grouped source, the wide dimensions cut
 * to their top keys per scope (count, then key: the same keys at a re-run).
 */
export function topKeys(grouped: SQL): SQL {
  return sql`SELECT st, sid, dim, key, c FROM (
      SELECT g.*, row_number() OVER (PARTITION BY st, sid, dim ORDER BY c DESC, key) AS rank FROM (${grouped}) g)
    WHERE rank <= ${REPORT_ROLLUP_TOP_KEYS} OR dim NOT IN (${sql.join(
      WIDE_DIMENSIONS.map((d) => sql`${d}`),
      sql`, `,
    )})`;
}
