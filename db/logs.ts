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

// Fixed-window counters. D1 has one writer, so an upsert that returns the new
// count is strictly consistent across every edge location.
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  window_start: integer('window_start').notNull(),
  count: integer('count').notNull(),
});
