import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { ANALYTICS_METRICS } from '../../db/analytics';
import { getSettings } from '../settings/settings-service';
import { rawAll } from '../raw-batch';
import { addDays } from './zoned-time';

/** The setting (admin settings, analytics) that says how many days raw plays and page views are kept. */
export const RAW_RETENTION_SETTING = 'analytics.raw_retention_days';
export const DEFAULT_RAW_RETENTION_DAYS = 365;

/** Rows one delete removes, and deletes one run takes at most per table (as worker/logs/prune-error-logs.ts). */
const PRUNE_BATCH = 500;
const MAX_BATCHES = 40;

export async function rawRetentionDays(env: Env, db: Db): Promise<number> {
  const value = Number((await getSettings(env, db))[RAW_RETENTION_SETTING]);
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_RAW_RETENTION_DAYS;
}

/**
 * Cron task `analytics:prune` (after the rollup): raw rows older than the
 * retention AND on a rolled-up day go; a day not rolled up yet keeps its
 * rows, whatever their age. The library's history reads plays, so it shows
 * only the retained ones; the tracks' play counters stay.
 */
export async function pruneRawAnalytics(db: Db, env: Env, now = new Date()): Promise<string> {
  const days = await rawRetentionDays(env, db);
  const retained = new Date(now.getTime() - days * 86_400_000).toISOString();
  const done: string[] = [];
  for (const metric of ANALYTICS_METRICS) {
    const table = sql.raw(metric === 'plays' ? 'plays' : 'page_views');
    const [state] = await rawAll(db, sql`SELECT rolled_through FROM analytics_rollup_state WHERE metric = ${metric}`);
    if (typeof state?.rolled_through !== 'string') continue;
    const firstUnrolled = addDays(state.rolled_through, 1);
    const cutoff = retained < firstUnrolled ? retained : firstUnrolled;
    let removed = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const rows = await rawAll(db, sql`DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE created_at < ${cutoff} LIMIT ${PRUNE_BATCH}) RETURNING id`);
      removed += rows.length;
      if (rows.length < PRUNE_BATCH) break;
    }
    done.push(`${removed} ${metric === 'plays' ? 'plays' : 'page views'}`);
  }
  return done.length ? `Removed ${done.join(' and ')} older than ${days} days.` : 'Nothing rolled up yet.';
}
