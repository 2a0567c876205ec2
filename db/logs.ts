import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, isoNow } from './columns';

// Each cron task run, for the admin schedule log (SPEC section 2, logs/schedule).
export const scheduleLog = sqliteTable(
  'schedule_log',
  {
    id: id(),
    command: text('command').notNull(),
    cron: text('cron'),
    status: text('status', { enum: ['success', 'error'] }).notNull(),
    output: text('output').notNull().default(''),
    duration_ms: integer('duration_ms').notNull(),
    ran_at: text('ran_at').notNull().default(isoNow),
  },
  (t) => [index('schedule_log_ran_at_idx').on(t.ran_at), index('schedule_log_status_idx').on(t.status, t.ran_at)],
);

// The rate limits' table (rate_limits): fixed-window counters by key. D1 has
// one writer, so an upsert that returns the new count is strictly consistent
// across every edge location. The counter is worker/http/rate-limit.ts
// (hitRateLimit, clearRateLimit); the sign-in budgets on it are
// ATTEMPT_LIMITS in worker/auth/attempt-limits.ts. Two claims reuse a row as
// "last seen": the two-factor step (worker/auth/totp.ts) and play dedupe
// (worker/streaming/log-play.ts). The cron task rate-limits:prune
// (worker/jobs/scheduled.ts) drops windows older than a day.
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  window_start: integer('window_start').notNull(),
  count: integer('count').notNull(),
});
