import type { LiveMessage } from './notification-types';
import type { Stored } from './store-notifications';

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
