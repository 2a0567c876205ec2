import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';

// Timestamps are ISO 8601 UTC strings (DESIGN section 3), so they sort as text
// and reach the client unchanged.
export const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const timestamps = {
  created_at: text('created_at').notNull().default(isoNow),
  updated_at: text('updated_at').notNull().default(isoNow),
};

export const id = () => integer('id').primaryKey({ autoIncrement: true });
