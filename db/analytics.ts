import { blob, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
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

/** Counts per UTC hour (`hour` = unix seconds / 3600): the series, exact in any whole-hour time zone. */
export const analyticsHourly = sqliteTable(
  'analytics_hourly',
  {
    metric: text('metric', { enum: ANALYTICS_METRICS }).notNull(),
    scope_type: text('scope_type', { enum: ANALYTICS_SCOPES }).notNull(),
    scope_id: integer('scope_id').notNull(),
    hour: integer('hour').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.scope_type, t.scope_id, t.hour] })],
);

/** Counts per UTC day and breakdown key. */
export const analyticsDaily = sqliteTable(
  'analytics_daily',
  {
    metric: text('metric', { enum: ANALYTICS_METRICS }).notNull(),
    scope_type: text('scope_type', { enum: ANALYTICS_SCOPES }).notNull(),
    scope_id: integer('scope_id').notNull(),
    dimension: text('dimension', { enum: ANALYTICS_DIMENSIONS }).notNull(),
    /** YYYY-MM-DD (UTC). */
    day: text('day').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.metric, t.scope_type, t.scope_id, t.dimension, t.day, t.key] }),
    // The month build reads a month's days of every scope (worker/insights/rollup-month.ts); with the
    // primary key's columns that every index entry holds (WITHOUT ROWID, migration 0023) and count it covers the read.
    index('analytics_daily_month_build_idx').on(t.metric, t.day, t.count),
  ],
);

/** Unique listeners or visitors of a UTC day as a HyperLogLog sketch: days merge into a range's estimate. */
export const analyticsUniques = sqliteTable(
  'analytics_uniques',
  {
    metric: text('metric', { enum: ANALYTICS_METRICS }).notNull(),
    scope_type: text('scope_type', { enum: ANALYTICS_SCOPES }).notNull(),
    scope_id: integer('scope_id').notNull(),
    day: text('day').notNull(),
    sketch: blob('sketch', { mode: 'buffer' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.scope_type, t.scope_id, t.day] }), index('analytics_uniques_day_idx').on(t.metric, t.day)],
);

/**
 * Counts per UTC month and breakdown key, summed from a whole month's daily
 * rows once its last day is rolled up: a year's report reads 12 of these per
 * key instead of 365 days. Wide dimensions keep their top keys only
 * (REPORT_ROLLUP_TOP_KEYS), as the daily rows do.
 */
export const analyticsMonthly = sqliteTable(
  'analytics_monthly',
  {
    metric: text('metric', { enum: ANALYTICS_METRICS }).notNull(),
    scope_type: text('scope_type', { enum: ANALYTICS_SCOPES }).notNull(),
    scope_id: integer('scope_id').notNull(),
    dimension: text('dimension', { enum: ANALYTICS_DIMENSIONS }).notNull(),
    /** YYYY-MM (UTC). */
    month: text('month').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.scope_type, t.scope_id, t.dimension, t.month, t.key] })],
);

/** A UTC month's unique listeners or visitors: the merge of its day sketches. */
export const analyticsMonthlyUniques = sqliteTable(
  'analytics_monthly_uniques',
  {
    metric: text('metric', { enum: ANALYTICS_METRICS }).notNull(),
    scope_type: text('scope_type', { enum: ANALYTICS_SCOPES }).notNull(),
    scope_id: integer('scope_id').notNull(),
    month: text('month').notNull(),
    sketch: blob('sketch', { mode: 'buffer' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.scope_type, t.scope_id, t.month] })],
);

/** The last UTC day each metric is rolled up through: later days are read from the raw rows. */
export const analyticsRollupState = sqliteTable('analytics_rollup_state', {
  metric: text('metric', { enum: ANALYTICS_METRICS }).primaryKey(),
  rolled_through: text('rolled_through').notNull(),
  updated_at: text('updated_at').notNull().default(isoNow),
});

