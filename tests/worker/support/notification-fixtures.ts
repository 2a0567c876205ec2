import { eq, and, isNull, count } from 'drizzle-orm';
import { notificationCounts, notifications } from '../../../db/notifications';
import { createDb } from '../../../worker/db';
import { storeNotifications, type NewNotification } from '../../../worker/notifications/store-notifications';
import { announcementNotification } from '../../../worker/notifications/announcement-routes';
import { notifyUsers } from '../../../worker/notifications/notify-users';
import { env } from 'cloudflare:test';
import { db } from './http';

/** A notification stored for users the way every event stores one. */
export const notify = (userIds: number[], input: NewNotification = announcementNotification('Hello', 'A test announcement')) =>
  storeNotifications(createDb(env.DB), userIds, input);

/** Stored, pushed to open tabs and emailed, as the queue's chunk jobs do. */
export const notifyAndDeliver = (userIds: number[], input: NewNotification = announcementNotification('Hello', 'A test announcement')) =>
  notifyUsers(env, createDb(env.DB), userIds, input, 'https://music.test');

export const notificationsOf = (userId: number) => db().select().from(notifications).where(eq(notifications.user_id, userId));

/** The stored count and what the rows say: they must always agree. */
export async function unreadState(userId: number) {
  const [stored] = await db().select().from(notificationCounts).where(eq(notificationCounts.user_id, userId));
  const [{ actual }] = await db()
    .select({ actual: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return { stored: stored?.unread ?? 0, version: stored?.version ?? 0, actual };
}

export function nextMessage(socket: WebSocket): Promise<any> {
  return new Promise((resolve) => socket.addEventListener('message', (e) => resolve(JSON.parse(e.data as string)), { once: true }));
}

/** Collects every message a socket gets until `done` says so. */
export function messagesUntil(socket: WebSocket, done: (messages: any[]) => boolean): Promise<any[]> {
  const messages: any[] = [];
  return new Promise((resolve) =>
    socket.addEventListener('message', (e) => {
      messages.push(JSON.parse(e.data as string));
      if (done(messages)) resolve(messages);
    }),
  );
}
