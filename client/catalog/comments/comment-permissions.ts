import type { CommentPayload } from '../../../worker/music/music-types';
import { hasPermission } from '../../auth/permissions';
import { useBootstrap } from '../../bootstrap/bootstrap-store';

/** Who may do what with comments (docs/api/music.md): post with comments.create, delete one's own or any with comments.delete. */
export function useCommentPermissions() {
  const data = useBootstrap();
  const userId = data.user?.id ?? null;
  const canDeleteAny = hasPermission(data, 'comments.delete');
  return {
    isGuest: userId === null,
    canPost: userId !== null && hasPermission(data, 'comments.create'),
    canDelete: (comment: CommentPayload) => userId !== null && (comment.user.id === userId || canDeleteAny),
  };
}
