import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { id, timestamps } from './columns';
import { users } from './users';

// SPEC section 3, File entry (issue 5): an uploaded file stored in R2 (or S3)
// under `key`, which the server builds; `name` is the sanitized client name.
export const fileEntries = sqliteTable(
  'file_entries',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Storage key, e.g. `uploads/<userId>/<random>.<ext>`; never client input. */
    key: text('key').notNull().unique(),
    mime: text('mime').notNull(),
    extension: text('extension').notNull().default(''),
    file_size: integer('file_size').notNull(),
    /** Folder-relative path the client gave (sanitized), for display only. */
    path: text('path').notNull().default(''),
    disk: text('disk', { enum: ['r2', 's3'] }).notNull().default('r2'),
    /** Parsed audio metadata (title, artists, album, track number, genre, duration, cover key). */
    metadata: text('metadata', { mode: 'json' }).$type<Record<string, unknown>>(),
    deleted_at: text('deleted_at'),
    ...timestamps,
  },
  (t) => [
    index('file_entries_user_idx').on(t.user_id, t.deleted_at, t.created_at),
    // The admin files list (issue 13): newest, largest and by type.
    index('file_entries_created_at_idx').on(t.created_at),
    index('file_entries_size_idx').on(t.file_size),
    index('file_entries_mime_idx').on(t.mime, t.created_at),
    // Its search: a case-insensitive prefix of the name.
    index('file_entries_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export type FileEntryRow = typeof fileEntries.$inferSelect;
