import { Link } from '@tanstack/react-router';
import { useTrans } from '../../i18n/trans';
import { QueryError } from '../../music/query-states';
import { LoadMoreButton } from '../../ui/load-more-button';
import { pageItems } from '../../http/pagination';
import { Section } from '../section';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import { useCommentPermissions } from './comment-permissions';
import { useComments, type Commentable } from './comments-query';

type CommentsSectionProps = {
  commentable: Commentable;
  /** For tracks: the playback position to pin a new comment to, when this track is playing. */
  position?: () => number | null;
};

/** The comments of a track or album: the form (or a way to log in), then the newest first, paginated. */
export function CommentsSection({ commentable, position }: CommentsSectionProps) {
  const trans = useTrans();
  const permissions = useCommentPermissions();
  const comments = useComments(commentable);
  const items = pageItems(comments.data);
  const total = comments.data?.pages[0]?.pagination.total;

  return (
    <Section title={total ? trans('Comments (:count)', { count: total }) : trans('Comments')}>
      <div className="flex max-w-3xl flex-col gap-6">
        {permissions.isGuest ? (
          <p className="text-sm text-muted">
            <Link to="/login" className="font-semibold text-primary hover:underline">
              {trans('Log in to comment')}
            </Link>
          </p>
        ) : (
          permissions.canPost && <CommentForm commentable={commentable} position={position} />
        )}
        {comments.isPending ? (
          <div aria-busy="true" aria-label={trans('Loading')} className="space-y-3">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="h-14 animate-pulse rounded-md bg-fg/5" />
            ))}
          </div>
        ) : comments.error ? (
          <QueryError error={comments.error} onRetry={() => void comments.refetch()} />
        ) : items.length ? (
          <ul aria-label={trans('Comments')} className="flex flex-col gap-5">
            {items.map((comment) => (
              <CommentThread key={comment.id} comment={comment} commentable={commentable} position={position} />
            ))}
          </ul>
        ) : (
          <p className="py-4 text-sm text-muted">{trans('No comments yet.')}</p>
        )}
        <LoadMoreButton hasNextPage={comments.hasNextPage} isFetchingNextPage={comments.isFetchingNextPage} fetchNextPage={comments.fetchNextPage} />
      </div>
    </Section>
  );
}
