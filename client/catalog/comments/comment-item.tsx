import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { CommentPayload } from '../../../worker/music/music-types';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { useTrans } from '../../i18n/trans';
import { formatDuration } from '../../layout/format-duration';
import { userPath } from '../../routing/slug';
import { Avatar } from '../../ui/avatar';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import { openDialog } from '../../ui/dialog/dialog-store';
import { commentActionStyle } from './comment-action-style';
import { useCommentPermissions } from './comment-permissions';
import type { Commentable } from './comments-query';
import { useDeleteComment } from './delete-comment';
import { formatRelativeTime } from '../../i18n/relative-time';
import { parseIsoDate } from '../../i18n/iso-date';

type CommentItemProps = {
  comment: CommentPayload;
  commentable: Commentable;
  /** More buttons beside Delete (Reply, replies toggle). */
  actions?: ReactNode;
  /** Under the comment: the reply form, the replies. */
  children?: ReactNode;
};

/** One comment: author, when, where in the track, the text; its author (or a moderator) may delete it. */
export function CommentItem({ comment, commentable, actions, children }: CommentItemProps) {
  const trans = useTrans();
  const language = useBootstrap().i18n.language;
  const permissions = useCommentPermissions();
  const remove = useDeleteComment(commentable);

  const confirmDelete = async () => {
    const confirmed = await openDialog<boolean>(ConfirmDialog, {
      title: trans('Delete comment'),
      body: trans('Are you sure you want to delete this comment?'),
      confirmLabel: trans('Delete'),
      danger: true,
    });
    if (confirmed) remove.mutate(comment.id);
  };

  return (
    <li className="flex gap-3" data-testid="comment">
      <Avatar name={comment.user.name} image={comment.user.image} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link to={userPath(comment.user)} className="font-semibold text-fg hover:underline">
            {comment.user.name}
          </Link>
          {comment.position !== null && <span className="text-xs text-muted">{trans('at :time', { time: formatDuration(comment.position) })}</span>}
          <time dateTime={comment.created_at} title={parseIsoDate(comment.created_at).toLocaleString(language)} className="text-xs text-muted">
            {formatRelativeTime(comment.created_at, language)}
          </time>
        </div>
        <p className="mt-0.5 whitespace-pre-line break-words text-sm text-fg/90">{comment.content}</p>
        <div className="flex flex-wrap gap-4">
          {actions}
          {permissions.canDelete(comment) && (
            <button type="button" onClick={() => void confirmDelete()} disabled={remove.isPending} className={commentActionStyle}>
              {trans('Delete')}
            </button>
          )}
        </div>
        {children}
      </div>
    </li>
  );
}
