import type { NotificationChannel } from '../../worker/notifications/notification-types';

/**
 * Texts the worker sends for the client to translate: the settings grid's
 * groups and type names (worker/notifications/notification-types.ts), the
 * channels, the line keys and action labels of the events
 * (worker/notifications/events/, worker/workspaces/invite-messages.ts).
 * Declared here as labels so they are collected into the English keys a
 * localization translates (worker/i18n/english-keys.ts).
 */
export const CHANNEL_LABELS = {
  app: { label: 'In app' },
  email: { label: 'Email' },
  browser: { label: 'Browser' },
} as const satisfies Record<NotificationChannel, { label: string }>;

export const SERVER_TEXTS = [
  { label: 'Activity' },
  { label: 'Music' },
  { label: 'Workspaces' },
  { label: 'Announcements' },
  { label: 'Someone replies to my comment' },
  { label: 'Someone follows me' },
  { label: 'Someone follows my playlist' },
  { label: 'An artist I follow releases a track or an album' },
  { label: 'I am invited to a workspace' },
  { label: 'Announcements from the site' },
  { label: ':name started following you' },
  { label: ':name started following your playlist :playlist' },
  { label: ':name replied to your comment on :item' },
  { label: ':artist released a new track: :name' },
  { label: ':artist released a new album: :name' },
  { label: ':name invited you to join :workspace' },
  { label: 'View profile' },
  { label: 'Open playlist' },
  { label: 'View comment' },
  { label: 'Listen' },
  { label: 'Open album' },
  { label: 'Join' },
  { label: 'Decline' },
] as const;
