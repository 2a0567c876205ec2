import { sql } from 'drizzle-orm';
import type { AnalyticsMetric } from '../../db/analytics';

// The version of a metric's nodes (docs/decisions/019, "The rolled-up part,
// cached"): analytics_rollup_state's updated_at, which every batch that
// writes nodes moves strictly forward (the day's rollup and today's partial
// one in their state upsert, the month build with bumpRollupVersion), with
// rolled_through and partial_through, which say what nodes a frame reads.
// The report cache (report-cache.ts) keeps a report's node sums under it.

/** The version as the report's nodes statement reads it (columns of analytics_rollup_state). */
export const ROLLUP_VERSION = sql.raw(`rolled_through || ' ' || coalesce(partial_through, '') || ' ' || updated_at`);

/**
 * updated_at of analytics_rollup_state after a write of nodes: now, or 1 ms
 * past its value when now is not later (two batches in one millisecond, or
 * a clock behind the stored value), so a version never repeats.
 */
export const NEXT_UPDATED_AT = sql.raw(
  `CASE WHEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') > analytics_rollup_state.updated_at THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    ELSE strftime('%Y-%m-%dT%H:%M:%fZ', analytics_rollup_state.updated_at, '+0.001 seconds') END`,
);

/** Marks a metric's nodes changed, in the batch that writes them (the month build: rollup-month.ts). */
export const bumpRollupVersion = (metric: AnalyticsMetric) => sql`UPDATE analytics_rollup_state SET updated_at = ${NEXT_UPDATED_AT} WHERE metric = ${metric}`;
