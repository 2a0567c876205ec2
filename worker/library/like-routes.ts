import { Hono } from 'hono';
import { and, eq, exists, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { LIKEABLE_TYPES, likes, type LikeableType } from '../../db/music-social';
import { validate } from '../http/validate';
import { notFound } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { bumpCatalogCounter, catalogItemExists, readCatalogCounter } from './catalog-counters';
import { idSchema } from '../music/page-query';
import { responds } from '../http/responds';

const likeParam = z.object({ type: z.enum(LIKEABLE_TYPES), id: idSchema });
const likeAnswer = z.object({ liked: z.boolean(), likes_count: z.int() });
const LIKE_PATH = '/likes/:type{track|album}/:id{[0-9]+}';

/**
 * The statements that (un)like an existing item, for a caller's batch: the
 * counter moves only when the like row really changes, so a repeat is a no-op.
 * Also used by Subsonic's star/unstar (worker/subsonic/state/).
 */
export function likeWrites(db: Db, userId: number, type: LikeableType, id: number, liked: boolean) {
  const mine = and(eq(likes.user_id, userId), eq(likes.likeable_type, type), eq(likes.likeable_id, id));
  const present = db.select({ one: sql`1` }).from(likes).where(mine);
  return [
    bumpCatalogCounter(db, type, id, 'likes_count', liked ? 1 : -1, liked ? notExists(present) : exists(present)),
    liked
      ? db.insert(likes).values({ user_id: userId, likeable_type: type, likeable_id: id }).onConflictDoNothing()
      : db.delete(likes).where(mine),
  ] as const;
}

/** Idempotent: a repeated PUT or DELETE changes nothing, the counter included. */
async function setLiked(db: Db, userId: number, type: LikeableType, id: number, liked: boolean): Promise<z.infer<typeof likeAnswer>> {
  if (!(await catalogItemExists(db, type, id))) throw notFound();
  const [, , [row]] = await db.batch([...likeWrites(db, userId, type, id, liked), readCatalogCounter(db, type, id, 'likes_count')]);
  if (!row) throw notFound();
  return { liked, likes_count: row.count };
}

/** docs/api/music.md, Library and social: liking a track or album adds it to the library. */
export const likeRoutes = new Hono<AppEnv>()
  .put(LIKE_PATH, requireAuth, validate('param', likeParam), responds(likeAnswer), async (c) => {
    const { type, id } = c.req.valid('param');
    return c.json(await setLiked(c.get('db'), c.get('user')!.id, type, id, true));
  })
  .delete(LIKE_PATH, requireAuth, validate('param', likeParam), responds(likeAnswer), async (c) => {
    const { type, id } = c.req.valid('param');
    return c.json(await setLiked(c.get('db'), c.get('user')!.id, type, id, false));
  });
