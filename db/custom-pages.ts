import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, timestamps } from './columns';

// SPEC section 3, Custom page: /pages/{pageSlug} and /pages/{pageId}/{pageSlug}.
export const customPages = sqliteTable(
  'custom_pages',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    hide_nav: integer('hide_nav', { mode: 'boolean' }).notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('custom_pages_title_idx').on(t.title),
    index('custom_pages_updated_at_idx').on(t.updated_at),
    // The admin list's search: a case-insensitive title prefix (worker/admin/custom-pages/).
    index('custom_pages_title_lower_idx').on(sql`lower(${t.title})`),
  ],
);
