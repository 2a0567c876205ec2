import { Hono } from 'hono';
import { alias } from 'drizzle-orm/sqlite-core';
import { and, asc, count, desc, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { AppEnv } from '../types';
import { comments } from '../../db/music-social';
import { users } from '../../db/users';
import { validate } from '../http/validate';
import { notFound } from '../http/errors';
import { paginate, paginated } from '../http/pagination';
import { requirePermission } from '../permissions/guard';
import { selectCatalogItem } from '../library/catalog-counters';
import { pageWindow } from '../music/page-query';
import { commentListQuery } from './comment-schemas';
import { commentColumns, toCommentPayload } from './comment-select';
import { responds } from '../http/responds';
import { CommentPayload } from '../music/music-types';

const hidden = alias(comments, 'hidden_root');

/**
 * docs/api/music.md, GET comments: an item's top-level comments newest first
 * (each with replies_count), or with `parent_id` that comment's replies oldest
 * first, the conversation order. Both read comments_target_idx. Anyone who may
 * browse the catalog reads comments; writing them needs comments.create.
 */
export const commentListRoutes = new Hono<AppEnv>().get('/comments', requirePermission('music.view'), validate('query', commentListQuery), responds(paginated(CommentPayload)), async (c) => {
  const query = c.req.valid('query');
  const db = c.get('db');
  const where = and(
    eq(comments.commentable_type, query.commentable_type),
    eq(comments.commentable_id, query.commentable_id),
    query.parent_id ? eq(comments.parent_id, query.parent_id) : isNull(comments.parent_id),
    // Hidden by a moderator (issue 15): out of the list, and a hidden comment's replies with it.
    isNull(comments.deleted_at),
    query.parent_id ? notExists(db.select({ one: sql`1` }).from(hidden).where(and(eq(hidden.id, query.parent_id), isNotNull(hidden.deleted_at)))) : undefined,
  );
  const order = query.parent_id ? [asc(comments.created_at), asc(comments.id)] : [desc(comments.created_at), desc(comments.id)];
  const [[item], rows, [{ total }]] = await db.batch([
    selectCatalogItem(db, query.commentable_type, query.commentable_id),
    db
      .select(commentColumns)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.user_id))
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset(pageWindow(query).offset),
    db.select({ total: count() }).from(comments).where(where),
  ]);
  if (!item) throw notFound();
  return c.json(paginate(rows.map(toCommentPayload), query.page, query.perPage, total));
});
