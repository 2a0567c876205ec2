import { Hono } from 'hono';
import { eq, or, sql } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { comments } from '../../db/music-social';
import { validate } from '../http/validate';
import { forbidden, notFound } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { userHasPermission } from '../permissions/auth-user';
import { bumpCatalogCounter } from '../library/catalog-counters';
import { commentIdParam } from './comment-schemas';
import { bumpReplies } from './comment-counters';

/**
 * docs/api/music.md, DELETE comments/{id}: the author, or a holder of
 * comments.delete. A root comment goes with its replies; the item's
 * comments_count drops by all of them, and a reply's root loses one reply.
 */
export const commentDeleteRoutes = new Hono<AppEnv>().delete('/comments/:id{[0-9]+}', requireAuth, validate('param', commentIdParam), async (c) => {
  const { id } = c.req.valid('param');
  const user = c.get('user')!;
  const db = c.get('db');
  const [comment] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  if (!comment) throw notFound();
  if (comment.user_id !== user.id && !userHasPermission(user, 'comments.delete')) throw forbidden();

  const thread = or(eq(comments.id, id), eq(comments.parent_id, id));
  // Counted before the delete, in the same batch.
  const removed = sql`-(${db.select({ n: sql`count(*)` }).from(comments).where(thread)})`;
  const bumpItem = bumpCatalogCounter(db, comment.commentable_type, comment.commentable_id, 'comments_count', removed);
  const deleteThread = db.delete(comments).where(thread);
  if (comment.parent_id) await db.batch([bumpItem, bumpReplies(db, comment.parent_id, -1), deleteThread]);
  else await db.batch([bumpItem, deleteThread]);
  return c.json({});
});
