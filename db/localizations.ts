import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, timestamps } from './columns';

// SPEC section 1: an i18n object of a language code and a lines map.
export const localizations = sqliteTable(
  'localizations',
  {
    id: id(),
    name: text('name').notNull(),
    language: text('language').notNull().unique(),
    lines: text('lines', { mode: 'json' }).$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  // The admin list sorts by name (worker/admin/localizations/).
  (t) => [index('localizations_name_idx').on(t.name)],
);
