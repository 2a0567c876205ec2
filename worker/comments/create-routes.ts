import { Hono } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppEnv } from '../types';
import type { Db } from '../db';
import { comments } from '../../db/music-social';
import { validate } from '../http/validate';
import { notFound, ValidationError } from '../http/errors';
import { requireAuth, requirePermission } from '../permissions/guard';
import { bumpCatalogCounter, selectCatalogItem } from '../library/catalog-counters';
import { bumpReplies } from './comment-counters';
import { commentCreateBody } from './comment-schemas';
import { toCommentPayload } from './comment-select';
import { notifyCommentReply } from '../notifications/events/social';
import { responds } from '../http/responds';
import { z } from 'zod';
import { CommentPayload } from '../music/music-types';

/** The would-be parent; no row when the body names none (id 0 never exists), so it can always join the batch. */
const parentOf = (db: Db, id: number | null | undefined) =>
  db
    .select({
      id: comments.id,
      parent_id: comments.parent_id,
      commentable_type: comments.commentable_type,
      commentable_id: comments.commentable_id,
      user_id: comments.user_id,
    })
    .from(comments)
    // A comment a moderator hid takes no replies.
    .where(and(eq(comments.id, id ?? 0), isNull(comments.deleted_at)))
    .limit(1);

/**
 * docs/api/music.md, POST comments (comments.create). Threads are one level
 * deep: a reply to a reply joins its root's thread. The item's
 * comments_count (replies included) and the root's replies_count move in the
 * insert's batch.
 */
export const commentCreateRoutes = new Hono<AppEnv>().post(
  '/comments',
  requireAuth,
  requirePermission('comments.create'),
  validate('json', commentCreateBody),
  responds(z.object({ comment: CommentPayload }), 201),
  async (c) => {
    const input = c.req.valid('json');
    const user = c.get('user')!;
    const db = c.get('db');
    const [[item], [parent]] = await db.batch([selectCatalogItem(db, input.commentable_type, input.commentable_id), parentOf(db, input.parent_id)]);
    if (!item) throw notFound();
    if (input.parent_id && (!parent || parent.commentable_type !== input.commentable_type || parent.commentable_id !== input.commentable_id)) {
      throw ValidationError.field('parent_id', 'The parent comment must belong to the same item.');
    }
    const rootId = parent ? (parent.parent_id ?? parent.id) : null;
    const insert = db
      .insert(comments)
      .values({ ...input, parent_id: rootId, user_id: user.id })
      .returning();
    const bumpItem = bumpCatalogCounter(db, input.commentable_type, input.commentable_id, 'comments_count', 1);
    const [[created]] = rootId ? await db.batch([insert, bumpItem, bumpReplies(db, rootId, 1)]) : await db.batch([insert, bumpItem]);
    const comment = toCommentPayload({ ...created, user_id: user.id, user_name: user.name, user_image: user.image });
    if (parent) await notifyCommentReply(c, parent.user_id, input.commentable_type, input.commentable_id, input.content);
    return c.json({ comment }, 201);
  },
);
