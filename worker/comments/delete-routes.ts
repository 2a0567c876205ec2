import { Hono } from 'hono';
import { eq, or } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { comments } from '../../db/music-social';
import { validate } from '../http/validate';
import { forbidden, notFound } from '../http/errors';
import { requireAuth } from '../permissions/guard';
import { userHasPermission } from '../permissions/auth-user';
import { commentIdParam } from './comment-schemas';
import { recountComments } from './comment-counters';
import { responds } from '../http/responds';
import { z } from 'zod';
import { DeletedAnswer, EmptyAnswer } from '../http/response-fields';

/** Who moderates comments (SPEC section 2: the admin area's comments page). */
export const MODERATE_COMMENTS = 'admin.access';

/**
 * docs/api/music.md, DELETE comments/{id}: the author, or a holder of
 * comments.delete. A root comment goes with its replies; the item's
 * comments_count drops by all of them, and a reply's root loses one reply.
 */
export const commentDeleteRoutes = new Hono<AppEnv>().delete('/comments/:id{[0-9]+}', requireAuth, validate('param', commentIdParam), responds(z.union([EmptyAnswer, DeletedAnswer])), async (c, next) => {
  const { id } = c.req.valid('param');
  const user = c.get('user')!;
  // Moderators hide instead (restorable): DELETE comments/{ids} of worker/admin/moderation/comments.ts, mounted after this route.
  if (userHasPermission(user, MODERATE_COMMENTS)) return next();
  const db = c.get('db');
  const [comment] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  if (!comment || comment.deleted_at) throw notFound();
  if (comment.user_id !== user.id && !userHasPermission(user, 'comments.delete')) throw forbidden();

  // Recounted from the rows after the delete, in the same batch: a thread may hold replies a moderator hid.
  const thread = or(eq(comments.id, id), eq(comments.parent_id, id));
  await db.batch([db.delete(comments).where(thread), ...recountComments(db, [comment], comment.parent_id ? [comment.parent_id] : [])]);
  return c.json({});
});
