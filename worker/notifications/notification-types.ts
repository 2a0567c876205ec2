// The notifications contract (SPEC section 3, Notification and Notification
// subscription), shared by worker and client. Pure values and types only:
// the client imports this file.
import type { NotificationAction, NotificationData, NotificationLine } from '../../db/notifications';
import type { paginate } from '../http/pagination';

export type { NotificationAction, NotificationData, NotificationLine };

/** SPEC section 9: the notifications page shows 30 a page. */
export const NOTIFICATIONS_PER_PAGE = 30;

/** The ways a notification reaches its reader: the bell and page, an email, the browser's own notification. */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'browser'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

type TypeDefinition = { group: string; name: string; defaults: readonly NotificationChannel[] };

/**
 * Every type a user can switch off, per channel (issue 12). Names and groups
 * are translation keys. A later capability adds its types here.
 */
export const NOTIFICATION_TYPES = {
  'comment.reply': { group: 'Activity', name: 'Someone replies to my comment', defaults: ['app', 'email', 'browser'] },
  'follow.user': { group: 'Activity', name: 'Someone follows me', defaults: ['app', 'browser'] },
  'follow.playlist': { group: 'Activity', name: 'Someone follows my playlist', defaults: ['app', 'browser'] },
  'release.new': { group: 'Music', name: 'An artist I follow releases a track or an album', defaults: ['app', 'browser'] },
  'workspace.invite': { group: 'Workspaces', name: 'I am invited to a workspace', defaults: ['app', 'email', 'browser'] },
  'backstage.approved': { group: 'Backstage', name: 'My backstage request is approved', defaults: ['app', 'email', 'browser'] },
  'backstage.denied': { group: 'Backstage', name: 'My backstage request is denied', defaults: ['app', 'email', 'browser'] },
  announcement: { group: 'Announcements', name: 'Announcements from the site', defaults: ['app', 'email', 'browser'] },
} as const satisfies Record<string, TypeDefinition>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export const NOTIFICATION_TYPE_IDS = Object.keys(NOTIFICATION_TYPES) as NotificationType[];

export const isNotificationType = (value: string): value is NotificationType => Object.hasOwn(NOTIFICATION_TYPES, value);

/** Button actions of a workspace invite (SPEC section 4: join and decline). */
export const INVITE_ACTIONS = { join: 'workspace.join', decline: 'workspace.decline' } as const;

/** SPEC section 3: one notification as the API and the live socket send it. */
export type NotificationPayload = {
  id: string;
  type: string;
  read_at: string | null;
  created_at: string;
  data: NotificationData;
};

/** GET notifications: a page (DESIGN section 3's pagination), plus the exact unread count and its version. */
export type NotificationPage = ReturnType<typeof paginate<NotificationPayload>> & { unread_count: number; unread_version: number };

/** POST notifications/mark-as-read. */
export type MarkAsReadResponse = { unreadCount: number; version: number };

/**
 * What the NotificationHub socket sends. `version` orders counts: a reader
 * keeps the highest it has seen. `browser`: the reader takes this type as a
 * browser notification. A `browser` message is one the reader switched off in
 * the app but still wants from the browser (nothing was stored).
 */
export type LiveMessage =
  | { type: 'unread-count'; count: number; version: number }
  | { type: 'notification'; notification: NotificationPayload; count: number; version: number; browser: boolean }
  | { type: 'browser'; notification: NotificationPayload };

/** SPEC section 3, Notification subscription: GET and PUT notifications/me/subscriptions. */
export type NotificationSubscriptions = {
  groups: { group_name: string; subscriptions: { notif_id: NotificationType; name: string }[] }[];
  available_channels: NotificationChannel[];
  user_selections: { notif_id: NotificationType; channels: NotificationChannel[] }[];
};
