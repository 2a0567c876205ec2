import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { isoNow } from './columns';

// One row per dotted setting name ('branding.site_name'); values are JSON.
// Private rows (secrets, server-only switches) never reach bootstrap data.
export const settings = sqliteTable('settings', {
  name: text('name').primaryKey(),
  value: text('value', { mode: 'json' }).$type<unknown>().notNull(),
  private: integer('private', { mode: 'boolean' }).notNull().default(false),
  updated_at: text('updated_at').notNull().default(isoNow),
});
