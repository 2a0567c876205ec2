import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db';
import type { NotificationData } from '../../db/notifications';
import { NOTIFICATION_TYPE_IDS } from './notification-types';
import { notifyUsers } from './notify-users';
import { releaseNotification, type Release } from './events/release';
import type { NewNotification } from './store-notifications';

/** Readers per chunk job: one D1 batch and one push per reader each (docs/decisions/013). */
export const FANOUT_CHUNK = 500;
/** Readers read per page while a big audience is cut into chunks. */
const AUDIENCE_PAGE = 5_000;
/** Chunk messages per sendBatch: ~4 KB each stays far under the 256 KB a batch may carry. */
const MESSAGES_PER_SEND = 25;

const userId = z.number().int().positive();
const origin = z.url();
const newNotification = z.object({
  type: z.enum(NOTIFICATION_TYPE_IDS),
  data: z.custom<NotificationData>((value) => typeof value === 'object' && value !== null && Array.isArray((value as NotificationData).lines)),
  inviteId: z.string().max(100).optional(),
});

/** The queue's notification jobs (worker/jobs/queue.ts). */
export const notificationJobs = [
  /** Store, push and email one notification for up to FANOUT_CHUNK readers. */
  z.object({ type: z.literal('notification.fanout'), userIds: z.array(userId).min(1).max(FANOUT_CHUNK), notification: newNotification, origin }),
  /** A published track or album: every follower of its credited artists, cut into chunks. */
  z.object({
    type: z.literal('release.fanout'),
    release: z.object({ kind: z.enum(['track', 'album']), id: userId }),
    artistIds: z.array(userId).min(1).max(50),
    publisherId: userId,
    origin,
  }),
  /** An administrator's announcement to every user, or to one role's users. */
  z.object({ type: z.literal('announcement.fanout'), roleId: userId.nullable(), notification: newNotification, origin }),
] as const;

type Jobs = { [K in keyof typeof notificationJobs]: z.infer<(typeof notificationJobs)[K]> };
export type NotificationJob = Jobs[number];

/** Sends the readers on as chunk jobs, a few sendBatch calls for any audience. */
async function enqueueChunks(env: Env, userIds: number[], notification: NewNotification, from: string) {
  const messages: MessageSendRequest[] = [];
  for (let i = 0; i < userIds.length; i += FANOUT_CHUNK) {
    messages.push({ body: { type: 'notification.fanout', userIds: userIds.slice(i, i + FANOUT_CHUNK), notification, origin: from } });
  }
  for (let i = 0; i < messages.length; i += MESSAGES_PER_SEND) await env.JOBS.sendBatch(messages.slice(i, i + MESSAGES_PER_SEND));
}

/**
 * An audience in chunk jobs; one that fits in a single chunk is notified in
 * this job instead: a second hop through the queue would only wait out
 * max_batch_timeout (wrangler.toml) for a batch one message cannot fill
 * (5 s of the 10 s a 200-reader announcement took, docs/bench.md).
 */
async function fanOut(env: Env, db: Db, audience: AsyncIterable<number[]>, notification: NewNotification, from: string) {
  let [held, queued] = [[] as number[], false];
  for await (const userIds of audience) {
    held = held.concat(userIds);
    if (held.length > FANOUT_CHUNK) {
      await enqueueChunks(env, held, notification, from);
      [held, queued] = [[], true];
    }
  }
  if (!held.length) return;
  if (queued) await enqueueChunks(env, held, notification, from);
  else await notifyUsers(env, db, held, notification, from);
}

/**
 * Each credited artist's followers in pages, in follows_target_idx order
 * (created_at, rowid), skipping the publisher and anyone who follows an
 * artist already done, so a reader of two credited artists hears once.
 */
async function* releaseAudience(db: Db, artistIds: number[], publisherId: number) {
  const done: number[] = [];
  for (const artistId of artistIds) {
    let after = { created_at: '', rid: 0 };
    for (;;) {
      const page = await db.all<{ follower_id: number; created_at: string; rid: number }>(sql`
        SELECT f.follower_id, f.created_at, f.rowid AS rid FROM follows f
        WHERE f.followable_type = 'artist' AND f.followable_id = ${artistId} AND (f.created_at, f.rowid) > (${after.created_at}, ${after.rid})
          AND f.follower_id <> ${publisherId}
          AND NOT EXISTS (SELECT 1 FROM follows g WHERE g.follower_id = f.follower_id AND g.followable_type = 'artist'
            AND g.followable_id IN (SELECT value FROM json_each(${JSON.stringify(done)})))
        ORDER BY f.created_at, f.rowid LIMIT ${AUDIENCE_PAGE}`);
      if (page.length) yield page.map((row) => row.follower_id);
      if (page.length < AUDIENCE_PAGE) break;
      after = page[page.length - 1];
    }
    done.push(artistId);
  }
}

/** Every user (PRIMARY KEY order), or one role's users (user_roles_role_idx order), in pages. */
async function* roleAudience(db: Db, roleId: number | null) {
  let after = 0;
  for (;;) {
    const page =
      roleId === null
        ? await db.all<{ user_id: number; cursor: number }>(
            sql`SELECT id AS user_id, id AS cursor FROM users WHERE id > ${after} ORDER BY id LIMIT ${AUDIENCE_PAGE}`,
          )
        : await db.all<{ user_id: number; cursor: number }>(
            sql`SELECT user_id, rowid AS cursor FROM user_roles WHERE role_id = ${roleId} AND rowid > ${after} ORDER BY rowid LIMIT ${AUDIENCE_PAGE}`,
          );
    if (page.length) yield page.map((row) => row.user_id);
    if (page.length < AUDIENCE_PAGE) return;
    after = page[page.length - 1].cursor;
  }
}

export async function runNotificationJob(job: NotificationJob, env: Env, db: Db): Promise<void> {
  switch (job.type) {
    case 'notification.fanout':
      return notifyUsers(env, db, job.userIds, job.notification, job.origin);
    case 'release.fanout': {
      const notification = await releaseNotification(db, job.release as Release);
      if (!notification) return;
      return fanOut(env, db, releaseAudience(db, job.artistIds, job.publisherId), notification, job.origin);
    }
    case 'announcement.fanout':
      return fanOut(env, db, roleAudience(db, job.roleId), job.notification, job.origin);
  }
}

/** Called by the publishing routes after the release is stored: the fan-out happens in the queue, never in that request. */
export async function queueRelease(env: Env, release: Release, artistIds: number[], publisherId: number, from: string): Promise<void> {
  if (!artistIds.length) return;
  await env.JOBS.send({ type: 'release.fanout', release, artistIds: [...new Set(artistIds)].slice(0, 50), publisherId, origin: from });
}
