import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../db';
import { errorLogs } from '../../db/admin';
import { getSettings } from '../settings/settings-service';

/** The setting (admin settings, logging) that says how long error_logs keeps a row. */
export const ERROR_DAYS_SETTING = 'logging.error_days';
export const DEFAULT_ERROR_DAYS = 30;

/** Rows one delete removes: a bounded statement, however far behind the log is. */
const PRUNE_BATCH = 500;
/** Batches one cron run takes at most; whatever is left goes at the next run. */
const MAX_BATCHES = 40;

/** `logging.error_days` when it is a whole number of days from 1 up, else 30. */
export async function errorLogDays(env: Env, db: Db): Promise<number> {
  const value = Number((await getSettings(env, db))[ERROR_DAYS_SETTING]);
  return Number.isInteger(value) && value >= 1 ? value : DEFAULT_ERROR_DAYS;
}

/** Cron task `error-logs:prune`: removes the errors older than the kept days, in index-ranged batches. */
export async function pruneErrorLogs(db: Db, env: Env): Promise<string> {
  const days = await errorLogDays(env, db);
  const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  let removed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const old = db.select({ id: errorLogs.id }).from(errorLogs).where(lt(errorLogs.created_at, cutoff)).limit(PRUNE_BATCH);
    const rows = await db.delete(errorLogs).where(inArray(errorLogs.id, old)).returning({ id: errorLogs.id });
    removed += rows.length;
    if (rows.length < PRUNE_BATCH) break;
  }
  return `Removed ${removed} error log entries older than ${days} days.`;
}
