import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { requireAuth } from '../permissions/guard';

export function notificationHub(env: Env, userId: number) {
  return env.NOTIFICATION_HUB.get(env.NOTIFICATION_HUB.idFromName(`user:${userId}`));
}

/** The live channel: a WebSocket to the signed-in user's NotificationHub. */
export const notificationRoutes = new Hono<AppEnv>().get('/notifications/live', requireAuth, async (c) => {
  return notificationHub(c.env, c.get('user')!.id).fetch(c.req.raw);
});
