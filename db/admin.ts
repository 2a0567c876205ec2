import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, isoNow, timestamps } from './columns';
import { userIdRef } from './users';

// Issue 13: what the admin area keeps of its own.

/** A user's remembered choices by name, e.g. an admin table's visible columns. */
export const userPreferences = sqliteTable(
  'user_preferences',
  {
    user_id: userIdRef(),
    name: text('name').notNull(),
    value: text('value', { mode: 'json' }).$type<unknown>().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.name] })],
);

/** Server errors the worker caught (SPEC section 2, logs/error), kept for `logging.error_days`. */
export const errorLogs = sqliteTable(
  'error_logs',
  {
    id: id(),
    exception: text('exception').notNull(),
    message: text('message').notNull(),
    stack: text('stack').notNull().default(''),
    method: text('method').notNull(),
    url: text('url').notNull(),
    status: integer('status').notNull().default(500),
    user_id: integer('user_id'),
    ip_address: text('ip_address'),
    user_agent: text('user_agent'),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [index('error_logs_created_at_idx').on(t.created_at), index('error_logs_exception_idx').on(t.exception, t.created_at)],
);
