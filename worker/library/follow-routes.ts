import { Hono } from 'hono';
import { and, eq, exists, notExists } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { FOLLOWABLE_TYPES, follows, type FollowableType } from '../../db/music-social';
import { validate } from '../http/validate';
import { notFound } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { checkFollowTarget, followerCounter, followsOf } from './follow-targets';
import { idSchema } from '../music/page-query';

const followParam = z.object({ type: z.enum(FOLLOWABLE_TYPES), id: idSchema });
const FOLLOW_PATH = '/follows/:type{user|artist|playlist}/:id{[0-9]+}';

/** Idempotent: a repeated PUT or DELETE changes nothing, the counter included. */
async function setFollowing(db: Db, userId: number, type: FollowableType, id: number, following: boolean) {
  await checkFollowTarget(db, userId, type, id, following);
  const present = followsOf(db, userId, type, id);
  const write = following
    ? db.insert(follows).values({ follower_id: userId, followable_type: type, followable_id: id }).onConflictDoNothing()
    : db
        .delete(follows)
        .where(and(eq(follows.follower_id, userId), eq(follows.followable_type, type), eq(follows.followable_id, id)));
  const { bump, read } = followerCounter(db, type, id);
  const [row] = bump
    ? (await db.batch([bump(following ? 1 : -1, following ? notExists(present) : exists(present)), write, read]))[2]
    : (await db.batch([write, read]))[1];
  if (!row) throw notFound();
  return { following, followers_count: row.count };
}

/** docs/api/music.md, Library and social: followed artists and playlists fill the library. */
export const followRoutes = new Hono<AppEnv>()
  .put(FOLLOW_PATH, requireAuth, validate('param', followParam), async (c) => {
    const { type, id } = c.req.valid('param');
    return c.json(await setFollowing(c.get('db'), c.get('user')!.id, type, id, true));
  })
  .delete(FOLLOW_PATH, requireAuth, validate('param', followParam), async (c) => {
    const { type, id } = c.req.valid('param');
    return c.json(await setFollowing(c.get('db'), c.get('user')!.id, type, id, false));
  });
