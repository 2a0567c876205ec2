import type { LiveMessage } from './notification-types';
import type { Stored } from './store-notifications';
import type { UnreadCount } from './unread-counts';

export function notificationHub(env: Env, userId: number) {
  return env.NOTIFICATION_HUB.get(env.NOTIFICATION_HUB.idFromName(`user:${userId}`));
}

/** Sends one message to every open tab of a user; live delivery is best effort (tabs resynchronise on reconnect). */
export async function pushTo(env: Env, userId: number, message: LiveMessage): Promise<number> {
  try {
    return await notificationHub(env, userId).push(message, userId);
  } catch (error) {
    console.warn(`Live push to user ${userId} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 0;
  }
}

/**
 * A user's unread count as the live socket sends it. Every `unread-count`
 * message is made here: the hub's greeting on connect
 * (notification-hub.ts) and pushUnreadCounts below. `version` orders counts
 * (docs/decisions/013): a tab keeps the highest it has seen.
 */
export const unreadCountMessage = ({ unread, version }: Pick<UnreadCount, 'unread' | 'version'>): LiveMessage => ({
  type: 'unread-count',
  count: unread,
  version,
});

/**
 * The one push of recounted unread counts (the rows recountUnread returns)
 * to their users' open tabs, after the batch that changed them committed:
 * marking as read (routes.ts), and joining or declining a workspace invite
 * (worker/workspaces/join-workspace.ts, join-routes.ts). A new notification
 * carries its reader's count itself (pushStored).
 */
export const pushUnreadCounts = (env: Env, counts: UnreadCount[]): Promise<number[]> =>
  Promise.all(counts.map((count) => pushTo(env, count.user_id, unreadCountMessage(count))));

/**
 * Every stored notification (with its reader's new count) and every
 * browser-only one, to the hubs of readers who are online, all at once.
 * Offline readers get their count from D1 when they next connect.
 */
export async function pushStored(env: Env, stored: Pick<Stored, 'delivered' | 'browserOnly'>): Promise<void> {
  await Promise.all([
    ...stored.delivered
      .filter((d) => d.online)
      .map((d) => pushTo(env, d.userId, { type: 'notification', notification: d.notification, count: d.unread, version: d.version, browser: d.browser })),
    ...stored.browserOnly.map((b) => pushTo(env, b.userId, { type: 'browser', notification: b.notification })),
  ]);
}
