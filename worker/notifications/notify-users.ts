import type { Context } from 'hono';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { emailNotification } from './notification-email';
import { pushStored } from './live-push';
import { storeNotifications, type NewNotification, type Stored } from './store-notifications';

const readers = (userIds: number[]) => [...new Set(userIds)].filter((id) => Number.isSafeInteger(id) && id > 0);

const deliver = (env: Env, db: Db, stored: Stored, input: NewNotification, origin: string) =>
  Promise.all([pushStored(env, stored), emailNotification(env, db, stored.emailTo, input, origin)]);

/**
 * Notifies users and waits until it is done: stored in one batch, then sent
 * to their open tabs and by email per their channels. The queue's chunk jobs
 * call it for up to FANOUT_CHUNK readers (worker/notifications/fanout-jobs.ts).
 * `origin` makes the email's links absolute.
 */
export async function notifyUsers(env: Env, db: Db, userIds: number[], input: NewNotification, origin: string): Promise<void> {
  const ids = readers(userIds);
  if (!ids.length) return;
  await deliver(env, db, await storeNotifications(db, ids, input), input, origin);
}

/**
 * Notifies a few users as an event happens in a request (a reply, a
 * follow): stored before the answer (so the reader's next page load has it),
 * sent to tabs and by email after it. A failure never fails the action that
 * caused it.
 */
export async function notifyFromRequest(c: Context<AppEnv>, userIds: number[], input: NewNotification): Promise<void> {
  const ids = readers(userIds);
  if (!ids.length) return;
  const origin = new URL(c.req.url).origin;
  try {
    const stored = await storeNotifications(c.get('db'), ids, input);
    c.executionCtx.waitUntil(
      deliver(c.env, c.get('db'), stored, input, origin).catch((error: unknown) => console.warn(`Notification delivery failed: ${String(error)}`)),
    );
  } catch (error) {
    console.warn(`Notification ${input.type} not stored: ${String(error)}`);
  }
}
