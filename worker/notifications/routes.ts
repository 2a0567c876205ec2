import { Hono } from 'hono';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { notifications } from '../../db/notifications';
import { isoNow } from '../../db/columns';
import { validate } from '../http/validate';
import { forbidden } from '../http/errors';
import { paginate } from '../http/pagination';
import { requireAuth } from '../permissions/guard';
import { markAsReadBody, notificationListQuery, subscriptionsBody } from './notification-schemas';
import type { MarkAsReadResponse, NotificationPage, NotificationPayload } from './notification-types';
import { notificationHub, pushUnreadCounts } from './live-push';
import { HUB_USER_HEADER, UNREAD_COUNT_HEADER, UNREAD_VERSION_HEADER } from './notification-hub';
import { readUnread, recountUnread, unreadOf } from './unread-counts';
import { loadSubscriptions, savePreferences } from './preferences';
import { announcementRoutes } from './announcement-routes';
import { responds, upgrades } from '../http/responds';
import { MarkAsReadSchema, NotificationPageSchema, NotificationSubscriptionsSchema } from '../api-docs/notification-answers';

/** docs/api/notifications.md, Notifications (login). */
export const notificationRoutes = new Hono<AppEnv>()
  .get('/notifications', requireAuth, validate('query', notificationListQuery), responds(NotificationPageSchema), async (c) => {
    const { page, perPage } = c.req.valid('query');
    const db = c.get('db');
    const userId = c.get('user')!.id;
    const mine = eq(notifications.user_id, userId);
    const [rows, [{ total }], [counts]] = await db.batch([
      db
        .select({
          id: notifications.id,
          type: notifications.type,
          read_at: notifications.read_at,
          created_at: notifications.created_at,
          data: notifications.data,
        })
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.created_at), desc(notifications.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ total: count() }).from(notifications).where(mine),
      unreadOf(db, userId),
    ]);
    const body: NotificationPage = {
      ...paginate<NotificationPayload>(rows, page, perPage, total),
      unread_count: counts?.unread ?? 0,
      unread_version: counts?.version ?? 0,
    };
    return c.json(body);
  })
  .post('/notifications/mark-as-read', requireAuth, validate('json', markAsReadBody), responds(MarkAsReadSchema), async (c) => {
    const { ids, all } = c.req.valid('json');
    const db = c.get('db');
    const userId = c.get('user')!.id;
    const which = all ? undefined : inArray(notifications.id, ids!);
    const [, [counts]] = await db.batch([
      db
        .update(notifications)
        .set({ read_at: isoNow })
        .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at), which)),
      recountUnread(db, [userId]),
    ]);
    // The user's other tabs follow at once.
    await pushUnreadCounts(c.env, [counts]);
    return c.json({ unreadCount: counts.unread, version: counts.version } satisfies MarkAsReadResponse);
  })
  .get('/notifications/me/subscriptions', requireAuth, responds(NotificationSubscriptionsSchema), async (c) => {
    return c.json(await loadSubscriptions(c.get('db'), c.get('user')!.id));
  })
  .put('/notifications/me/subscriptions', requireAuth, validate('json', subscriptionsBody), responds(NotificationSubscriptionsSchema), async (c) => {
    const db = c.get('db');
    const userId = c.get('user')!.id;
    await savePreferences(db, userId, c.req.valid('json').selections);
    return c.json(await loadSubscriptions(db, userId));
  })
  // The live channel: a WebSocket to the user's NotificationHub, which greets it with the stored count.
  .get('/notifications/live', requireAuth, upgrades("Switching Protocols: the WebSocket to the user's NotificationHub"), async (c) => {
    // A page of another site may not open a socket with this user's cookies.
    const origin = c.req.header('Origin');
    if (origin && origin !== new URL(c.req.url).origin) throw forbidden();
    const userId = c.get('user')!.id;
    const { unread, version } = await readUnread(c.get('db'), userId);
    const headers = new Headers(c.req.raw.headers);
    headers.set(UNREAD_COUNT_HEADER, String(unread));
    headers.set(UNREAD_VERSION_HEADER, String(version));
    headers.set(HUB_USER_HEADER, String(userId));
    return notificationHub(c.env, userId).fetch(new Request(c.req.raw, { headers }));
  })
  .route('/', announcementRoutes);
