import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { notificationPreferences, notificationPresence, notifications, type NotificationData } from '../../db/notifications';
import { users } from '../../db/users';
import { isoNow } from '../../db/columns';
import { NOTIFICATION_TYPES, type NotificationChannel, type NotificationPayload, type NotificationType } from './notification-types';
import { recountUnread } from './unread-counts';

/** What an event hands to the notifier: one notification, the same for every recipient. */
export type NewNotification = { type: NotificationType; data: NotificationData; inviteId?: string };

/** A stored notification on its way to one reader's open tabs (`online`: the reader has some). */
export type Delivery = { userId: number; notification: NotificationPayload; unread: number; version: number; browser: boolean; online: boolean };

export type Stored = {
  delivered: Delivery[];
  /** Online readers who switched this type off in the app but want it from the browser: nothing stored. */
  browserOnly: { userId: number; notification: NotificationPayload }[];
  /** Readers who take this type by email. */
  emailTo: { userId: number; email: string }[];
};

/** The type's default for a channel, as SQL's 1 or 0 (a user without a preference row gets it). */
const byDefault = (type: NotificationType, channel: NotificationChannel) =>
  (NOTIFICATION_TYPES[type].defaults as readonly string[]).includes(channel) ? 1 : 0;

/** A version 4 uuid made by SQLite, one per inserted row. */
const UUID = sql.raw(
  "lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))",
);

/** The listed users (not banned), joined to their preference row for `type` if any; one JSON parameter for any number of ids. */
const listed = (ids: string) => sql`${users.id} IN (SELECT value FROM json_each(${ids})) AND ${users.banned_at} IS NULL`;
const preferenceOf = (type: NotificationType) => and(eq(notificationPreferences.user_id, users.id), eq(notificationPreferences.notif_id, type));

/**
 * One D1 batch (one round trip, one transaction) for any number of readers:
 * their channel choices, a row for each reader who takes the type in the
 * app, and their recounted unread counts.
 */
export async function storeNotifications(db: Db, userIds: number[], input: NewNotification): Promise<Stored> {
  const { type } = input;
  const ids = JSON.stringify([...new Set(userIds)]);
  const channel = (name: NotificationChannel) => sql<number>`coalesce(${notificationPreferences[name]}, ${byDefault(type, name)})`;
  const [recipients, inserted, counts] = await db.batch([
    db
      .select({
        id: users.id,
        email: users.email,
        app: channel('app'),
        email_on: channel('email'),
        browser_on: channel('browser'),
        online: sql<number>`${notificationPresence.user_id} IS NOT NULL`,
      })
      .from(users)
      .leftJoin(notificationPreferences, preferenceOf(type))
      .leftJoin(notificationPresence, eq(notificationPresence.user_id, users.id))
      .where(listed(ids)),
    db
      .insert(notifications)
      .select(
        sql`SELECT ${UUID}, u.id, ${type}, ${JSON.stringify(input.data)}, ${input.inviteId ?? null}, NULL, ${isoNow}
            FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.notif_id = ${type}
            WHERE u.id IN (SELECT value FROM json_each(${ids})) AND u.banned_at IS NULL AND coalesce(p.app, ${byDefault(type, 'app')}) = 1`,
      )
      .returning({ id: notifications.id, user_id: notifications.user_id, created_at: notifications.created_at }),
    recountUnread(db, userIds),
  ]);
  const byUser = new Map(recipients.map((r) => [r.id, r]));
  const countOf = new Map(counts.map((c) => [c.user_id, c]));
  const payload = (id: string, created_at: string): NotificationPayload => ({ id, type, read_at: null, created_at, data: input.data });
  const now = new Date().toISOString();
  return {
    delivered: inserted.map((row) => ({
      userId: row.user_id,
      notification: payload(row.id, row.created_at),
      unread: countOf.get(row.user_id)?.unread ?? 0,
      version: countOf.get(row.user_id)?.version ?? 0,
      browser: byUser.get(row.user_id)?.browser_on === 1,
      online: byUser.get(row.user_id)?.online === 1,
    })),
    browserOnly: recipients.filter((r) => !r.app && r.browser_on && r.online).map((r) => ({ userId: r.id, notification: payload(crypto.randomUUID(), now) })),
    emailTo: recipients.filter((r) => r.email_on).map((r) => ({ userId: r.id, email: r.email })),
  };
}
