import { useTrans } from '../../i18n/trans';
import { QueryError } from '../../music/query-states';
import { Spinner } from '../../ui/spinner';
import { LoadMoreButton } from '../../ui/load-more-button';
import { pageItems } from '../../http/pagination';
import { CommentItem } from './comment-item';
import { useComments, type Commentable } from './comments-query';

/** The replies of one comment, oldest first, loaded when expanded. */
export function CommentReplies({ commentable, parentId }: { commentable: Commentable; parentId: number }) {
  const trans = useTrans();
  const replies = useComments(commentable, parentId);
  if (replies.isPending) return <Spinner size="sm" className="mt-3" />;
  if (replies.error) return <QueryError error={replies.error} onRetry={() => void replies.refetch()} />;
  return (
    <div className="mt-3">
      <ul aria-label={trans('Replies')} className="flex flex-col gap-4">
        {pageItems(replies.data).map((reply) => (
          <CommentItem key={reply.id} comment={reply} commentable={commentable} />
        ))}
      </ul>
      <LoadMoreButton hasNextPage={replies.hasNextPage} isFetchingNextPage={replies.isFetchingNextPage} fetchNextPage={replies.fetchNextPage} />
    </div>
  );
}
