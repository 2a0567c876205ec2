import { Hono } from 'hono';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppEnv } from '../../types';
import type { Db } from '../../db';
import { comments } from '../../../db/music-social';
import { isoNow } from '../../../db/columns';
import { validate } from '../../http/validate';
import { notFound } from '../../http/errors';
import { requirePermission } from '../../permissions/guard';
import { recountComments } from '../../comments/comment-counters';
import { asBatch } from '../../music/batch-rows';
import { adminListRoutes } from '../list/list-routes';
import { filters, type ListResource } from '../list/list-resource';
import { MODERATE, idsParam } from './moderation-shared';
import { z } from 'zod';
import { DeletedAnswer, timestamp } from '../../http/response-fields';
import { responds } from '../../http/responds';

/** The author and the commented track or album as JSON, each on a primary key (outer row named in full, see roles-list.ts). */
const userJson = sql<string>`(SELECT json_object('id', u.id, 'name', u.name, 'image', u.image) FROM users u WHERE u.id = "comments"."user_id")`;
const commentableJson = sql<string>`(CASE "comments"."commentable_type"
  WHEN 'track' THEN (SELECT json_object('type', 'track', 'id', t.id, 'name', t.name, 'image', t.image, 'duration', t.duration) FROM tracks t WHERE t.id = "comments"."commentable_id")
  ELSE (SELECT json_object('type', 'album', 'id', a.id, 'name', a.name, 'image', a.image) FROM albums a WHERE a.id = "comments"."commentable_id") END)`;

/**
 * docs/api/catalog-moderation.md, GET admin/comments (GET comments is an
 * item's public thread): newest first (comments_created_at_idx); `query`
 * looks for the words in the text (a scan, bounded by the page and the
 * count's cap); filters `deleted`, `track`, `album` (comments_target_idx)
 * and `user` (comments_user_idx).
 */
export const commentsList = {
  table: comments,
  id: comments.id,
  fields: {
    id: comments.id,
    content: comments.content,
    position: comments.position,
    parent_id: comments.parent_id,
    replies_count: comments.replies_count,
    commentable_type: comments.commentable_type,
    commentable_id: comments.commentable_id,
    deleted_at: comments.deleted_at,
    created_at: comments.created_at,
    user: userJson,
    commentable: commentableJson,
  },
  sortable: { id: comments.id, created_at: comments.created_at },
  defaultSort: { orderBy: 'created_at', orderDir: 'desc' },
  search: (query) => sql`instr(lower(${comments.content}), ${query.toLowerCase()}) > 0`,
  filters: {
    deleted: filters.boolean((value) => (value ? isNotNull(comments.deleted_at) : isNull(comments.deleted_at))),
    track: filters.id((id) => and(eq(comments.commentable_type, 'track'), eq(comments.commentable_id, id))!),
    album: filters.id((id) => and(eq(comments.commentable_type, 'album'), eq(comments.commentable_id, id))!),
    user: filters.id((id) => eq(comments.user_id, id)),
  },
  present: ({ user, commentable, ...row }) => ({
    ...row,
    user: user ? JSON.parse(String(user)) : null,
    commentable: commentable ? JSON.parse(String(commentable)) : null,
  }),
  row: z.object({
    id: z.int(),
    content: z.string(),
    position: z.number().nullable(),
    parent_id: z.int().nullable(),
    replies_count: z.int(),
    commentable_type: z.enum(['track', 'album']),
    commentable_id: z.int(),
    deleted_at: timestamp.nullable(),
    created_at: timestamp,
    user: z.object({ id: z.int(), name: z.string(), image: z.string().nullable() }).nullable(),
    commentable: z
      .union([
        z.object({ type: z.literal('track'), id: z.int(), name: z.string(), image: z.string().nullable(), duration: z.int() }),
        z.object({ type: z.literal('album'), id: z.int(), name: z.string(), image: z.string().nullable() }),
      ])
      .nullable(),
  }),
} satisfies ListResource;

/**
 * Hides (`deleted_at` set) or restores the named comments that are not so
 * already, and recounts the items' comments_count and the roots'
 * replies_count in the same batch. 404 when none of the ids is a comment.
 */
async function setHidden(db: Db, ids: number[], hide: boolean) {
  const found = await db
    .select({ id: comments.id, parent_id: comments.parent_id, commentable_type: comments.commentable_type, commentable_id: comments.commentable_id, deleted_at: comments.deleted_at })
    .from(comments)
    .where(inArray(comments.id, ids));
  if (!found.length) throw notFound();
  const changing = found.filter((comment) => Boolean(comment.deleted_at) !== hide);
  if (!changing.length) return 0;
  const changed = changing.map((comment) => comment.id);
  await db.batch(
    asBatch([
      db
        .update(comments)
        .set({ deleted_at: hide ? isoNow : null })
        .where(and(inArray(comments.id, changed), hide ? isNull(comments.deleted_at) : isNotNull(comments.deleted_at))),
      ...recountComments(
        db,
        changing,
        changing.flatMap((comment) => (comment.parent_id ? [comment.parent_id] : [])),
      ),
    ]),
  );
  return changed.length;
}

/**
 * docs/api/catalog-moderation.md, "Comments" (admin.access): the list, hide
 * (soft delete) and restore, one or many at once. A single id's DELETE
 * shares its path with the author's delete (worker/comments/delete-routes.ts),
 * which passes a moderator's request on to this one.
 */
export const commentModerationRoutes = new Hono<AppEnv>()
  .route('/', adminListRoutes('/admin/comments', MODERATE, commentsList))
  .delete('/comments/:ids', requirePermission(MODERATE), validate('param', idsParam('comments')), responds(DeletedAnswer), async (c) =>
    c.json({ deleted: await setHidden(c.get('db'), c.req.valid('param').ids, true) }),
  )
  .post('/comments/:ids/restore', requirePermission(MODERATE), validate('param', idsParam('comments')), responds(z.object({ restored: z.int() })), async (c) =>
    c.json({ restored: await setHidden(c.get('db'), c.req.valid('param').ids, false) }),
  );
