import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CommentPayload } from '../../../worker/music/music-types';
import { apiClient } from '../../http/api-client';
import { nextPageParam, type Paginated } from '../../http/pagination';

/** What comments hang on (docs/api/music.md: commentable_type track or album). */
export type Commentable = { type: 'track' | 'album'; id: number };

/** Every comment list of one item, top level and replies, for invalidation. */
export const commentsKey = (on: Commentable) => ['comments', on.type, on.id] as const;

/** GET comments: top level newest first, or the replies of `parentId` oldest first. */
export const fetchComments = (on: Commentable, parentId: number | null, page: number) =>
  apiClient.get<Paginated<CommentPayload>>('comments', {
    commentable_type: on.type,
    commentable_id: on.id,
    parent_id: parentId ?? undefined,
    page,
  });

export const commentsQuery = (on: Commentable, parentId: number | null = null) =>
  infiniteQueryOptions({
    queryKey: [...commentsKey(on), parentId ?? 'top'],
    queryFn: ({ pageParam }) => fetchComments(on, parentId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useComments = (on: Commentable, parentId: number | null = null) => useInfiniteQuery(commentsQuery(on, parentId));
