import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import { showErrorToast } from '../../http/server-errors';
import { trans } from '../../i18n/trans';
import { toast } from '../../ui/toast/toast-store';
import { commentsKey, type Commentable } from './comments-query';

/** DELETE comments/{id}: the author's own, or anyone's with comments.delete. */
export function useDeleteComment(on: Commentable) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => apiClient.delete(`comments/${commentId}`),
    onSuccess: () => {
      toast(trans('Comment deleted'));
      return queryClient.invalidateQueries({ queryKey: commentsKey(on) });
    },
    onError: showErrorToast,
  });
}
