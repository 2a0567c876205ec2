import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { comments } from '../../db/music-social';
import { albums, tracks } from '../../db/music-catalog';
import { bumped } from '../library/catalog-counters';

/** Moves a root comment's replies_count, in the batch that adds or removes a reply. */
export const bumpReplies = (db: Db, rootId: number, delta: number) =>
  db
    .update(comments)
    .set({ replies_count: bumped(comments.replies_count, delta) })
    .where(eq(comments.id, rootId));

/**
 * Comments a listener sees on an item: not hidden by a moderator, and not
 * a reply in a hidden thread. The name of the outer `c` row is `comments`.
 */
const visibleOnItem = (type: 'track' | 'album', idColumn: string) =>
  sql`(SELECT count(*) FROM comments c WHERE c.commentable_type = ${type} AND c.commentable_id = ${sql.raw(idColumn)} AND c.deleted_at IS NULL
    AND (c.parent_id IS NULL OR EXISTS (SELECT 1 FROM comments root WHERE root.id = c.parent_id AND root.deleted_at IS NULL)))`;

/**
 * Sets comments_count of the items and replies_count of the roots from their
 * rows (comments_target_idx and comments_parent_idx), after a write that may
 * have touched many threads at once: moderation's bulk hide and restore
 * (worker/admin/moderation/comments.ts) and a thread's delete. Counting is
 * exact whatever mix of roots and replies changed.
 */
export function recountComments(db: Db, items: { commentable_type: 'track' | 'album'; commentable_id: number }[], rootIds: number[]) {
  const trackIds = [...new Set(items.filter((i) => i.commentable_type === 'track').map((i) => i.commentable_id))];
  const albumIds = [...new Set(items.filter((i) => i.commentable_type === 'album').map((i) => i.commentable_id))];
  const writes = [];
  if (trackIds.length) writes.push(db.update(tracks).set({ comments_count: visibleOnItem('track', '"tracks"."id"') }).where(inArray(tracks.id, trackIds)));
  if (albumIds.length) writes.push(db.update(albums).set({ comments_count: visibleOnItem('album', '"albums"."id"') }).where(inArray(albums.id, albumIds)));
  const roots = [...new Set(rootIds)];
  if (roots.length) {
    writes.push(
      db
        .update(comments)
        .set({ replies_count: sql`(SELECT count(*) FROM comments r WHERE r.parent_id = "comments"."id" AND r.deleted_at IS NULL)` })
        .where(inArray(comments.id, roots)),
    );
  }
  return writes;
}
