import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, timestamps } from './columns';

// SPEC section 3, Theme: values map CSS variable names to values.
export const themes = sqliteTable('css_themes', {
  id: id(),
  name: text('name').notNull(),
  is_dark: integer('is_dark', { mode: 'boolean' }).notNull().default(false),
  default_light: integer('default_light', { mode: 'boolean' }).notNull().default(false),
  default_dark: integer('default_dark', { mode: 'boolean' }).notNull().default(false),
  values: text('values', { mode: 'json' }).$type<Record<string, string>>().notNull(),
  font: text('font', { mode: 'json' }).$type<{ family: string; google?: boolean; weight?: number } | null>(),
  ...timestamps,
});

export type ThemeRow = typeof themes.$inferSelect;
