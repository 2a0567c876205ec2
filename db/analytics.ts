import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, isoNow } from './columns';
import { users } from './users';
import { DEVICE_TYPES } from './music-social';

// Insights and reports (issue 16; docs/decisions/019-analytics-rollups.md).
// Raw logs (`plays` in music-social.ts, `page_views` here) are rolled up once a
// UTC day is over into the `analytics_*` tables (and a month's days into the
// monthly ones once the month is over), so that a year's report
// reads a handful of rows per day. `metric` is 'plays' or 'views'; a scope is
// what the figures are about: ('all', 0), ('track', id), ('album', id) or
// ('artist', id). Raw rows older than the retention setting are pruned after
// their day is rolled up.

export const ANALYTICS_METRICS = ['plays', 'views'] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];
export const ANALYTICS_SCOPES = ['all', 'track', 'album', 'artist'] as const;
export type AnalyticsScope = (typeof ANALYTICS_SCOPES)[number];
/**
 * Breakdown dimensions of the daily table. `city` keys are `CC:City`;
 * `track` and `album` keys are ids (top lists); `path` and `referrer` are
 * page views' (referrer is a host, '' for direct).
 */
export const ANALYTICS_DIMENSIONS = ['country', 'city', 'device', 'platform', 'browser', 'track', 'album', 'path', 'referrer'] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/** One row per served HTML page or SPA navigation; bots are not logged. */
export const pageViews = sqliteTable(
  'page_views',
  {
    id: id(),
    path: text('path').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A daily-salted hash of address and agent: counts unique visitors within a day, links nothing across days. */
    visitor: text('visitor').notNull(),
    country: text('country'),
    city: text('city'),
    device_type: text('device_type', { enum: DEVICE_TYPES }),
    platform: text('platform'),
    browser: text('browser'),
    /** The referring host ('' or null: direct). */
    referrer: text('referrer'),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [index('page_views_time_idx').on(t.created_at)],
);

/**
 * One rolled-up span of one scope (docs/decisions/019): a UTC day
 * (`YYYY-MM-DD`) or a whole UTC month (`YYYY-MM`), everything a report
 * needs of it in one row, so a year's report reads a few dozen rows of its
 * scope by primary key and sums them in the worker:
 * - `hours`: the counts per UTC hour (JSON; node-payload.ts: dense or pairs);
 * - `coarse`: a month's hours with each UTC day but its first and last
 *   summed into its noon hour, all month buckets need in any zone (a tenth
 *   of `hours` to read; null on days);
 * - `dims`: the counts per breakdown key (JSON `{dimension: [key, count, ...]}`
 *   by count, the wide dimensions cut to their top keys);
 * - `sketch`: the distinct listeners or visitors, a HyperLogLog sketch in base64.
 */
export const analyticsNodes = sqliteTable(
  'analytics_nodes',
  {
    metric: text('metric', { enum: ANALYTICS_METRICS }).notNull(),
    scope_type: text('scope_type', { enum: ANALYTICS_SCOPES }).notNull(),
    scope_id: integer('scope_id').notNull(),
    span: text('span').notNull(),
    hours: text('hours').notNull(),
    coarse: text('coarse'),
    dims: text('dims').notNull(),
    sketch: text('sketch').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.metric, t.scope_type, t.scope_id, t.span] }),
    // The month build reads one day's nodes of one kind of scope at a time (rollup-month.ts).
    index('analytics_nodes_span_idx').on(t.metric, t.span, t.scope_type),
  ],
);

/** The last UTC day each metric is rolled up through: later days are read from the raw rows. */
export const analyticsRollupState = sqliteTable('analytics_rollup_state', {
  metric: text('metric', { enum: ANALYTICS_METRICS }).primaryKey(),
  rolled_through: text('rolled_through').notNull(),
  /**
   * Today's node (the day after rolled_through) holds the raw rows before
   * this instant (the cron's intraday rollup); null or another day's: none.
   */
  partial_through: text('partial_through'),
  updated_at: text('updated_at').notNull().default(isoNow),
});

