import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { isoNow } from './columns';
import { userIdRef } from './users';

// The authority on sessions (DESIGN section 4): KV holds a fast copy, but
// revocation is final here and every state-changing request checks this table.
// `id` is the SHA-256 of the cookie value, so a leaked table cannot be replayed.
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user_id: userIdRef(),
    remember: integer('remember', { mode: 'boolean' }).notNull().default(false),
    device_type: text('device_type', { enum: ['mobile', 'tablet', 'other'] }).notNull().default('other'),
    platform: text('platform'),
    browser: text('browser'),
    ip_address: text('ip_address'),
    country: text('country'),
    city: text('city'),
    last_active: text('last_active').notNull().default(isoNow),
    // SPEC section 4: a confirmed password stays valid 9000 s for this session.
    password_confirmed_at: text('password_confirmed_at'),
    expires_at: text('expires_at').notNull(),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [index('sessions_user_idx').on(t.user_id), index('sessions_expires_idx').on(t.expires_at)],
);

export type SessionRow = typeof sessions.$inferSelect;
