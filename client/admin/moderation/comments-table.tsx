import type { TableResource } from '../../ui/data-table/data-table-types';
import { trans } from '../../i18n/trans';
import { apiClient } from '../../http/api-client';
import { toast } from '../../ui/toast/toast-store';
import { formatDuration } from '../../layout/format-duration';
import { albumPath, trackPath } from '../../routing/slug';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import { countOf } from './bulk-delete';
import type { AdminComment } from './moderation-types';

const commentsCount = (n: number) => countOf(n, trans('comment'), trans('comments'));

/** Where the comment is: the track or album, linked, and the moment in the track. */
function CommentedItem({ comment }: { comment: AdminComment }) {
  const item = comment.commentable;
  if (!item) return <span className="text-muted">{trans('Deleted item')}</span>;
  return (
    <span className="flex min-w-0 flex-col">
      <a href={item.type === 'track' ? trackPath(item) : albumPath(item)} className="truncate hover:underline">
        {item.name}
      </a>
      <span className="text-xs text-muted">
        {trans(item.type === 'track' ? 'Track' : 'Album')}
        {comment.position !== null && ` · ${trans('at :time', { time: formatDuration(comment.position) })}`}
      </span>
    </span>
  );
}

/**
 * /admin/comments on the data-table kit: GET admin/comments (GET comments is
 * an item's public thread); hide is DELETE comments/{ids} (a soft delete,
 * restorable), restore POST comments/{ids}/restore, both in bulk.
 */
export function commentsTable(): TableResource<AdminComment> {
  return {
    endpoint: 'admin/comments',
    name: 'comments',
    searchLabel: 'Search comments',
    emptyMessage: 'No comments yet',
    filters: [
      { name: 'deleted', label: 'Status', kind: 'boolean', trueLabel: 'Hidden', falseLabel: 'Visible' },
      { name: 'track', label: 'Track id', kind: 'text', numeric: true },
      { name: 'album', label: 'Album id', kind: 'text', numeric: true },
      { name: 'user', label: 'Author (user id)', kind: 'text', numeric: true },
    ],
    bulkActions: [
      {
        label: 'Hide',
        danger: true,
        run: async (rows) => {
          await apiClient.delete(`comments/${rows.map((row) => row.id).join(',')}`);
          toast(trans('Hid :what: listeners no longer see them. Restore brings them back.', { what: commentsCount(rows.length) }));
        },
      },
      {
        label: 'Restore',
        run: async (rows) => {
          await apiClient.post(`comments/${rows.map((row) => row.id).join(',')}/restore`);
          toast(trans('Restored :what', { what: commentsCount(rows.length) }));
        },
      },
    ],
    columns: [
      {
        id: 'content',
        header: 'Comment',
        alwaysVisible: true,
        cell: (comment) => (
          <span className="flex min-w-0 max-w-md flex-col">
            <span className="line-clamp-2 whitespace-pre-line">{comment.content}</span>
            <span className="truncate text-xs text-muted">
              {comment.user?.name ?? trans('Deleted user')}
              {comment.parent_id !== null && ` · ${trans('reply')}`}
            </span>
          </span>
        ),
      },
      { id: 'commentable', header: 'On', cell: (comment) => <CommentedItem comment={comment} /> },
      { id: 'status', header: 'Status', cell: (comment) => <StatusBadge tone={comment.deleted_at ? 'danger' : 'positive'} label={comment.deleted_at ? 'Hidden' : 'Visible'} /> },
      { id: 'replies_count', header: 'Replies', cell: (comment) => comment.replies_count, hiddenByDefault: true },
      { id: 'created_at', header: 'Posted', sortable: true, cell: (comment) => formatDate(comment.created_at, true) },
    ],
  };
}
