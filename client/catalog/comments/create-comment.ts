import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { CommentPayload } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';
import { commentsKey, type Commentable } from './comments-query';

/** docs/api/music.md, POST comments: content of 1 to 1000 characters. */
export const COMMENT_MAX_LENGTH = 1000;

export const commentSchema = z.object({
  content: z.string().trim().min(1, 'Write something first.').max(COMMENT_MAX_LENGTH, 'Comments are limited to 1000 characters.'),
});

export type NewComment = { content: string; parent_id?: number; position?: number };

export const createComment = (on: Commentable, comment: NewComment) =>
  apiClient.post<{ comment: CommentPayload }>('comments', { commentable_type: on.type, commentable_id: on.id, ...comment }).then((r) => r.comment);

/** Posts a comment or a reply; the item's comment lists refetch (counts included). */
export function useCreateComment(on: Commentable) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: NewComment) => createComment(on, comment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(on) }),
  });
}
