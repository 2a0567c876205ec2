import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { comments } from '../../db/music-social';
import { bumped } from '../library/catalog-counters';

/** Moves a root comment's replies_count, in the batch that adds or removes a reply. */
export const bumpReplies = (db: Db, rootId: number, delta: number) =>
  db
    .update(comments)
    .set({ replies_count: bumped(comments.replies_count, delta) })
    .where(eq(comments.id, rootId));
