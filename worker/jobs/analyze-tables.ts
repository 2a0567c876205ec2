import { sql } from 'drizzle-orm';
import type { Db } from '../db';

/** The run of the day that refreshes the planner's statistics (times in UTC, as crons are). */
const ANALYZE_HOUR = 3;
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/**
 * Once a day, `ANALYZE`: SQLite's planner picks indexes from the row counts
 * in sqlite_stat1, and without them it guesses. Measured on the bench's
 * 100,000 users (docs/bench.md, issue 13): filtered and sorted admin lists
 * went from up to 60 ms to under 8 ms once the planner knew how selective
 * each index is. Cheap next to the work it saves; a no-op on other runs.
 */
export async function analyzeTables(db: Db, _env: Env, now = new Date()): Promise<string> {
  const todays = new Date(now);
  todays.setUTCHours(ANALYZE_HOUR, 0, 0, 0);
  const due = now.getTime() >= todays.getTime() && now.getTime() - todays.getTime() < QUARTER_HOUR_MS;
  if (!due) return 'Not due: the statistics are refreshed once a day, at 03:00 UTC.';
  await db.run(sql`ANALYZE`);
  return 'Refreshed the query planner statistics.';
}
