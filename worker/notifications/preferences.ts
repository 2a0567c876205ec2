import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { notificationPreferences } from '../../db/notifications';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPE_IDS,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationSubscriptions,
  type NotificationType,
} from './notification-types';

export type Selection = { notif_id: NotificationType; channels: NotificationChannel[] };

/** SPEC section 3, Notification subscription: the types by group, the channels, and what this user chose (defaults where they chose nothing). */
export async function loadSubscriptions(db: Db, userId: number): Promise<NotificationSubscriptions> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.user_id, userId));
  const chosen = new Map(rows.map((row) => [row.notif_id, NOTIFICATION_CHANNELS.filter((channel) => row[channel])]));
  const groups = new Map<string, NotificationSubscriptions['groups'][number]>();
  for (const notif_id of NOTIFICATION_TYPE_IDS) {
    const { group, name } = NOTIFICATION_TYPES[notif_id];
    if (!groups.has(group)) groups.set(group, { group_name: group, subscriptions: [] });
    groups.get(group)!.subscriptions.push({ notif_id, name });
  }
  return {
    groups: [...groups.values()],
    available_channels: [...NOTIFICATION_CHANNELS],
    user_selections: NOTIFICATION_TYPE_IDS.map((notif_id) => ({
      notif_id,
      channels: chosen.get(notif_id) ?? [...NOTIFICATION_TYPES[notif_id].defaults],
    })),
  };
}

/** One upsert for all the given types (6 columns a row, well under D1's 100 parameters). */
export function savePreferences(db: Db, userId: number, selections: Selection[]) {
  const rows = selections.map(({ notif_id, channels }) => ({
    user_id: userId,
    notif_id,
    app: channels.includes('app'),
    email: channels.includes('email'),
    browser: channels.includes('browser'),
  }));
  return db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.user_id, notificationPreferences.notif_id],
      set: { app: sql`excluded.app`, email: sql`excluded.email`, browser: sql`excluded.browser` },
    });
}

/** The unsubscribe link: this type's emails stop, its other channels stay as they were. */
export async function stopEmails(db: Db, userId: number, type: NotificationType): Promise<void> {
  const { user_selections } = await loadSubscriptions(db, userId);
  const current = user_selections.find((s) => s.notif_id === type)!;
  await savePreferences(db, userId, [{ notif_id: type, channels: current.channels.filter((c) => c !== 'email') }]);
}
