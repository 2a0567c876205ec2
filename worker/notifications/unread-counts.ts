import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { notificationCounts } from '../../db/notifications';

export type UnreadCount = { user_id: number; unread: number; version: number };

/**
 * Recounts the unread notifications of `userIds` from the rows themselves
 * and bumps each count's version (docs/decisions/013). It joins the batch of
 * every write that changes a user's notifications, after that write, so the
 * stored count is exact the moment the batch commits and can never drift.
 * The count reads notifications_unread_idx (only unread rows).
 */
export function recountUnread(db: Db, userIds: number[]) {
  return db
    .insert(notificationCounts)
    .select(
      sql`SELECT u.id, (SELECT count(*) FROM notifications n WHERE n.user_id = u.id AND n.read_at IS NULL), 1
          FROM users u WHERE u.id IN (SELECT value FROM json_each(${JSON.stringify(userIds)}))`,
    )
    .onConflictDoUpdate({ target: notificationCounts.user_id, set: { unread: sql`excluded.unread`, version: sql`${notificationCounts.version} + 1` } })
    .returning({ user_id: notificationCounts.user_id, unread: notificationCounts.unread, version: notificationCounts.version });
}

/** The stored count and its version (0 and 0 for a user who never had a notification). */
export async function readUnread(db: Db, userId: number): Promise<{ unread: number; version: number }> {
  const [row] = await unreadOf(db, userId);
  return row ?? { unread: 0, version: 0 };
}

export const unreadOf = (db: Db, userId: number) =>
  db.select({ unread: notificationCounts.unread, version: notificationCounts.version }).from(notificationCounts).where(eq(notificationCounts.user_id, userId));
