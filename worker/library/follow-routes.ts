import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { FOLLOWABLE_TYPES, follows, type FollowableType } from '../../db/music-social';
import { validate } from '../http/validate';
import { notFound } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { checkFollowTarget, followerCount } from './follow-targets';
import { idSchema } from '../music/page-query';
import { notifyFollow } from '../notifications/events/social';
import { responds } from '../http/responds';

const followParam = z.object({ type: z.enum(FOLLOWABLE_TYPES), id: idSchema });
const followAnswer = z.object({ following: z.boolean(), followers_count: z.int() });
const FOLLOW_PATH = '/follows/:type{user|artist|playlist}/:id{[0-9]+}';

/**
 * The statement that (un)follows a checked target, for a caller's batch (an
 * insert returns the row it added, none on a repeat), and the count to read
 * after it. The count is kept by triggers on follows (follow-targets.ts).
 * Also used by Subsonic's star/unstar of artists (worker/subsonic/state/).
 */
export function followWrites(db: Db, userId: number, type: FollowableType, id: number, following: boolean) {
  const write = following
    ? db.insert(follows).values({ follower_id: userId, followable_type: type, followable_id: id }).onConflictDoNothing().returning({ id: follows.follower_id })
    : db.delete(follows).where(and(eq(follows.follower_id, userId), eq(follows.followable_type, type), eq(follows.followable_id, id)));
  return { write, read: followerCount(db, type, id) };
}

/** Idempotent: a repeated PUT or DELETE changes nothing, the counter included. */
async function setFollowing(db: Db, userId: number, type: FollowableType, id: number, following: boolean) {
  await checkFollowTarget(db, userId, type, id, following);
  const { write, read } = followWrites(db, userId, type, id, following);
  const [written, [row]] = (await db.batch([write, read])) as [unknown, { count: number }[]];
  if (!row) throw notFound();
  // Only a follow that really added a row tells anyone (a repeated PUT stays quiet).
  return { following, followers_count: row.count, added: following && Array.isArray(written) && written.length > 0 };
}

/** docs/api/music.md, Library and social: followed artists and playlists fill the library. */
export const followRoutes = new Hono<AppEnv>()
  .put(FOLLOW_PATH, requireAuth, validate('param', followParam), responds(followAnswer), async (c) => {
    const { type, id } = c.req.valid('param');
    const { added, ...body } = await setFollowing(c.get('db'), c.get('user')!.id, type, id, true);
    if (added) await notifyFollow(c, type, id);
    return c.json(body satisfies z.infer<typeof followAnswer>);
  })
  .delete(FOLLOW_PATH, requireAuth, validate('param', followParam), responds(followAnswer), async (c) => {
    const { type, id } = c.req.valid('param');
    const { following, followers_count } = await setFollowing(c.get('db'), c.get('user')!.id, type, id, false);
    return c.json({ following, followers_count } satisfies z.infer<typeof followAnswer>);
  });
