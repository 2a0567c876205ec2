import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPE_IDS, NOTIFICATIONS_PER_PAGE } from './notification-types';

/** GET notifications: 30 a page (SPEC section 9); the bell's popover may ask for fewer. */
export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(NOTIFICATIONS_PER_PAGE).default(NOTIFICATIONS_PER_PAGE),
});

const uuid = z.uuid({ error: 'Each id must be a notification id.' });

/** POST notifications/mark-as-read: `{ids}` (SPEC section 7), or `{all: true}` for every unread one. */
export const markAsReadBody = z
  .object({
    ids: z.array(uuid).min(1, 'Choose at least one notification.').max(100, 'Mark at most 100 notifications at once.').optional(),
    all: z.literal(true, { error: 'The all field must be true.' }).optional(),
  })
  .refine((body) => body.ids !== undefined || body.all !== undefined, { path: ['ids'], message: 'The ids field is required.' });

/** PUT notifications/me/subscriptions (SPEC section 7). */
export const subscriptionsBody = z.object({
  selections: z
    .array(
      z.object({
        notif_id: z.enum(NOTIFICATION_TYPE_IDS, { error: 'The notification type is not one we send.' }),
        channels: z.array(z.enum(NOTIFICATION_CHANNELS, { error: 'The channel must be app, email or browser.' })).max(NOTIFICATION_CHANNELS.length),
      }),
      { error: 'The selections field is required.' },
    )
    .min(1, 'The selections field is required.')
    .max(NOTIFICATION_TYPE_IDS.length)
    .refine((list) => new Set(list.map((s) => s.notif_id)).size === list.length, 'Each notification type may appear once.'),
});
