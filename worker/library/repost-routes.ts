import { Hono } from 'hono';
import { and, eq, exists, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { REPOSTABLE_TYPES, reposts, type RepostableType } from '../../db/music-social';
import { validate } from '../http/validate';
import { notFound } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { bumpCatalogCounter, catalogItemExists, readCatalogCounter } from './catalog-counters';
import { idSchema } from '../music/page-query';
import { responds } from '../http/responds';

const repostParam = z.object({ type: z.enum(REPOSTABLE_TYPES), id: idSchema });
const repostAnswer = z.object({ reposted: z.boolean(), reposts_count: z.int() });
const REPOST_PATH = '/reposts/:type{track|album}/:id{[0-9]+}';

/** Idempotent: a repeated PUT or DELETE changes nothing, the counter included. */
async function setReposted(db: Db, userId: number, type: RepostableType, id: number, reposted: boolean): Promise<z.infer<typeof repostAnswer>> {
  if (!(await catalogItemExists(db, type, id))) throw notFound();
  const mine = and(eq(reposts.user_id, userId), eq(reposts.repostable_type, type), eq(reposts.repostable_id, id));
  const present = db.select({ one: sql`1` }).from(reposts).where(mine);
  const [, , [row]] = await db.batch([
    bumpCatalogCounter(db, type, id, 'reposts_count', reposted ? 1 : -1, reposted ? notExists(present) : exists(present)),
    reposted
      ? db.insert(reposts).values({ user_id: userId, repostable_type: type, repostable_id: id }).onConflictDoNothing()
      : db.delete(reposts).where(mine),
    readCatalogCounter(db, type, id, 'reposts_count'),
  ]);
  if (!row) throw notFound();
  return { reposted, reposts_count: row.count };
}

/** docs/api/music.md, Library and social: a repost shares a track or album on the user's profile. */
export const repostRoutes = new Hono<AppEnv>()
  .put(REPOST_PATH, requireAuth, validate('param', repostParam), responds(repostAnswer), async (c) => {
    const { type, id } = c.req.valid('param');
    return c.json(await setReposted(c.get('db'), c.get('user')!.id, type, id, true));
  })
  .delete(REPOST_PATH, requireAuth, validate('param', repostParam), responds(repostAnswer), async (c) => {
    const { type, id } = c.req.valid('param');
    return c.json(await setReposted(c.get('db'), c.get('user')!.id, type, id, false));
  });
