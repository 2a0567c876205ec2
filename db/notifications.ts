import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { isoNow } from './columns';
import { users, userIdRef } from './users';

// SPEC section 3, Notification (issue 12). `data` is the shape the client
// renders: lines of HTML built by the server from escaped values.

export type NotificationAction = { action: string; label?: string };
export type NotificationLine = {
  type?: 'primary' | 'secondary';
  icon?: string;
  /** HTML made by the server; every value in it is escaped. */
  content: string;
  action?: NotificationAction;
  /** The same line as a translation key and its (unescaped) values, so the client can show it in the reader's language. */
  i18n?: { key: string; replacements?: Record<string, string> };
};
export type NotificationData = {
  image?: string | null;
  lines: NotificationLine[];
  mainAction?: NotificationAction;
  buttonActions?: NotificationAction[];
  inviteId?: string;
};

export const notifications = sqliteTable(
  'notifications',
  {
    /** A uuid (DESIGN section 3: notification ids are the only ids that are not integers). */
    id: text('id').primaryKey(),
    user_id: userIdRef(),
    type: text('type').notNull(),
    data: text('data', { mode: 'json' }).$type<NotificationData>().notNull(),
    /** The workspace invite this notification offers, so joining or declining removes it. */
    invite_id: text('invite_id'),
    read_at: text('read_at'),
    created_at: text('created_at').notNull().default(isoNow),
  },
  (t) => [
    index('notifications_user_recent_idx').on(t.user_id, t.created_at),
    // Only unread rows: counting a user's unread notifications reads this many entries and no more.
    index('notifications_unread_idx')
      .on(t.user_id)
      .where(sql`read_at IS NULL`),
    index('notifications_invite_idx')
      .on(t.invite_id)
      .where(sql`invite_id IS NOT NULL`),
  ],
);

/**
 * Each user's unread count, recomputed from `notifications` in the same
 * batch as every write that changes it (docs/decisions/013). `version` grows
 * with each recount, so a live update that arrives late never undoes a newer one.
 */
export const notificationCounts = sqliteTable('notification_counts', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unread: integer('unread').notNull().default(0),
  version: integer('version').notNull().default(0),
});

/**
 * Users with the app open: their NotificationHub records how many sockets
 * it holds, so a fan-out pushes to the hubs of readers who are online and
 * wakes no object for the others (docs/decisions/013).
 */
export const notificationPresence = sqliteTable('notification_presence', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sockets: integer('sockets').notNull(),
  updated_at: text('updated_at').notNull().default(isoNow),
});

/** A user's channels for one notification type; no row means the type's defaults. */
export const notificationPreferences = sqliteTable(
  'notification_preferences',
  {
    user_id: userIdRef(),
    notif_id: text('notif_id').notNull(),
    app: integer('app', { mode: 'boolean' }).notNull(),
    email: integer('email', { mode: 'boolean' }).notNull(),
    browser: integer('browser', { mode: 'boolean' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.notif_id] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
