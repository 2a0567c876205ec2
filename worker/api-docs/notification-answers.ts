import { z } from 'zod';
import { describes } from '../http/responds';
import { timestamp } from '../http/response-fields';
import { paginated } from '../http/pagination';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPE_IDS,
  type MarkAsReadResponse,
  type NotificationPage,
  type NotificationSubscriptions,
} from '../notifications/notification-types';

// The notifications contract (worker/notifications/notification-types.ts) as
// the OpenAPI document publishes it; bound in worker/notifications/ with responds().

const action = z.object({ action: z.string(), label: z.string().optional() });
const line = z.object({
  type: z.enum(['primary', 'secondary']).optional(),
  icon: z.string().optional(),
  content: z.string(),
  action: action.optional(),
  i18n: z.object({ key: z.string(), replacements: z.record(z.string(), z.string()).optional() }).optional(),
});

/** SPEC section 3: one notification as the API and the live socket send it. */
const NotificationSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    read_at: timestamp.nullable(),
    created_at: timestamp,
    data: z.object({
      image: z.string().nullable().optional(),
      lines: z.array(line),
      mainAction: action.optional(),
      buttonActions: z.array(action).optional(),
      inviteId: z.string().optional(),
    }),
  })
  .meta({ id: 'Notification' });

export const NotificationPageSchema = describes<NotificationPage>()(
  z.object({ ...paginated(NotificationSchema).shape, unread_count: z.int(), unread_version: z.int() }),
);

export const MarkAsReadSchema = describes<MarkAsReadResponse>()(z.object({ unreadCount: z.int(), version: z.int() }));

const notifId = z.enum(NOTIFICATION_TYPE_IDS as [(typeof NOTIFICATION_TYPE_IDS)[number], ...typeof NOTIFICATION_TYPE_IDS]);
const channel = z.enum(NOTIFICATION_CHANNELS);
export const NotificationSubscriptionsSchema = describes<NotificationSubscriptions>()(
  z.object({
    groups: z.array(z.object({ group_name: z.string(), subscriptions: z.array(z.object({ notif_id: notifId, name: z.string() })) })),
    available_channels: z.array(channel),
    user_selections: z.array(z.object({ notif_id: notifId, channels: z.array(channel) })),
  }),
);

/** POST notifications/announcements: queued, not yet delivered (202). */
export const AnnouncementAnswer = z.object({
  announcement: z.object({ title: z.string(), audience: z.enum(['all', 'role']), role_id: z.int().nullable() }),
});
