import { lt } from 'drizzle-orm';
import { createDb, type Db } from '../db';
import { sessions } from '../../db/sessions';
import { rateLimits, scheduleLog } from '../../db/logs';
import { pruneExpiredAuthState } from '../auth/prune-expired';
import { analyzeTables } from './analyze-tables';
import { pruneErrorLogs } from '../logs/prune-error-logs';
import { pruneExpiredInvites } from '../workspaces/prune-invites';
import { rollupAnalytics } from '../insights/rollup';
import { pruneRawAnalytics } from '../insights/prune-raw';
import { startLoudnessBackfill } from '../audio/loudness-jobs';
import { sweepScrobbles } from '../scrobbling/sweep-outbox';
import { rebuildPrefixAnswers } from '../search/prefix-answers';
import { rebuildWholeAnswers } from '../search/whole-answers';

/** wrangler.toml's crons: most work every quarter hour; search's whole answers every minute (this one). */
export const MINUTE_CRON = '* * * * *';

/** A task's output is logged; a minute task that did nothing answers null and is not (1,440 rows a day otherwise). */
type Task = { command: string; run: (db: Db, env: Env) => Promise<string | null>; every?: typeof MINUTE_CRON };

/** Cron work (DESIGN section 4); each run is recorded for the admin schedule log. */
export const SCHEDULED_TASKS: Task[] = [
  {
    command: 'sessions:prune',
    async run(db) {
      const removed = await db.delete(sessions).where(lt(sessions.expires_at, new Date().toISOString())).returning({ id: sessions.id });
      return `Removed ${removed.length} expired sessions.`;
    },
  },
  {
    command: 'rate-limits:prune',
    async run(db) {
      const dayAgo = Math.floor(Date.now() / 1000) - 24 * 60 * 60;
      const removed = await db.delete(rateLimits).where(lt(rateLimits.window_start, dayAgo)).returning({ key: rateLimits.key });
      return `Removed ${removed.length} stale rate-limit windows.`;
    },
  },
  { command: 'auth:prune', run: pruneExpiredAuthState },
  { command: 'db:analyze', run: (db, env) => analyzeTables(db, env) },
  { command: 'workspace-invites:prune', run: pruneExpiredInvites },
  { command: 'error-logs:prune', run: pruneErrorLogs },
  // Insights (docs/decisions/019): roll up the finished days, then prune raw rows that are rolled up and old.
  { command: 'analytics:rollup', run: (db) => rollupAnalytics(db) },
  { command: 'analytics:prune', run: (db, env) => pruneRawAnalytics(db, env) },
  { command: 'loudness:backfill', run: (db, env) => startLoudnessBackfill(db, env) },
  { command: 'scrobbling:sweep', run: sweepScrobbles },
  // Search (docs/decisions/036): the hot prefixes' stored answers, rebuilt from the catalog and its plays as they are now.
  { command: 'search:prefixes', run: (db) => rebuildPrefixAnswers(db) },
  // Decision 037: the hot prefixes' whole answers in KV, within a minute of the catalog.
  { command: 'search:answers', run: (db, env) => rebuildWholeAnswers(db, env.CACHE), every: MINUTE_CRON },
];

export async function runScheduledTasks(env: Env, cron: string | null): Promise<void> {
  const db = createDb(env.DB);
  // The minute's cron runs the minute tasks; any other (the quarter hour's, or none when run by hand) the rest.
  for (const task of SCHEDULED_TASKS.filter((task) => (cron === MINUTE_CRON) === (task.every === MINUTE_CRON))) {
    const started = Date.now();
    let status: 'success' | 'error' = 'success';
    let output: string | null;
    try {
      output = await task.run(db, env);
    } catch (error) {
      status = 'error';
      output = error instanceof Error ? error.message : String(error);
    }
    if (output !== null) await db.insert(scheduleLog).values({ command: task.command, cron, status, output, duration_ms: Date.now() - started });
  }
}
