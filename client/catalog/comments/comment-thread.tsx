import { useState } from 'react';
import type { CommentPayload } from '../../../worker/music/music-types';
import { useTrans } from '../../i18n/trans';
import { commentActionStyle } from './comment-action-style';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { useCommentPermissions } from './comment-permissions';
import { CommentReplies } from './comment-replies';
import type { Commentable } from './comments-query';

type CommentThreadProps = { comment: CommentPayload; commentable: Commentable; position?: () => number | null };

/** A top-level comment with its Reply form and its replies, expanded on demand (one level deep). */
export function CommentThread({ comment, commentable, position }: CommentThreadProps) {
  const trans = useTrans();
  const { canPost } = useCommentPermissions();
  const [replying, setReplying] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const count = comment.replies_count;

  return (
    <CommentItem
      comment={comment}
      commentable={commentable}
      actions={
        <>
          {canPost && (
            <button type="button" aria-expanded={replying} onClick={() => setReplying(!replying)} className={commentActionStyle}>
              {trans('Reply')}
            </button>
          )}
          {count > 0 && (
            <button type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)} className={commentActionStyle}>
              {expanded ? trans('Hide replies') : count === 1 ? trans('View 1 reply') : trans('View :count replies', { count })}
            </button>
          )}
        </>
      }
    >
      {replying && (
        <div className="mt-2">
          <CommentForm
            commentable={commentable}
            parentId={comment.id}
            position={position}
            onCancel={() => setReplying(false)}
            onPosted={() => {
              setReplying(false);
              setExpanded(true);
            }}
          />
        </div>
      )}
      {expanded && <CommentReplies commentable={commentable} parentId={comment.id} />}
    </CommentItem>
  );
}
