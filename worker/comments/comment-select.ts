import { comments } from '../../db/music-social';
import { users } from '../../db/users';
import type { CommentPayload } from '../music/music-types';
import { namedColumns } from '../music/select/named-columns';

/** Columns for `.from(comments).innerJoin(users, eq(users.id, comments.user_id))`, mapped with toCommentPayload. */
export const commentColumns = namedColumns({
  id: comments.id,
  content: comments.content,
  position: comments.position,
  parent_id: comments.parent_id,
  replies_count: comments.replies_count,
  created_at: comments.created_at,
  user_id: users.id,
  user_name: users.name,
  user_image: users.image,
});

type CommentRow = Omit<CommentPayload, 'user'> & { user_id: number; user_name: string; user_image: string | null };

/** Field by field: a caller may pass a whole stored row (POST comments does), whose other columns stay out of the answer. */
export function toCommentPayload(row: CommentRow): CommentPayload {
  const { id, content, position, parent_id, replies_count, created_at } = row;
  return { id, content, position, parent_id, replies_count, created_at, user: { id: row.user_id, name: row.user_name, image: row.user_image } };
}
