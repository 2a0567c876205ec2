import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, timestamps } from './columns';

// SPEC section 3, User.
export const users = sqliteTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email').notNull().unique(),
    password: text('password'),
    image: text('image'),
    email_verified_at: text('email_verified_at'),
    banned_at: text('banned_at'),
    language: text('language').notNull().default('en'),
    country: text('country'),
    timezone: text('timezone').notNull().default('UTC'),
    two_factor_secret: text('two_factor_secret'),
    two_factor_recovery_codes: text('two_factor_recovery_codes'),
    two_factor_confirmed_at: text('two_factor_confirmed_at'),
    ...timestamps,
  },
  (t) => [index('users_created_at_idx').on(t.created_at)],
);

export type UserRow = typeof users.$inferSelect;
export const userIdRef = () => integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });
