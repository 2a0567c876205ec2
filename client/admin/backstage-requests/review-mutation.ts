import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import { requestQuery } from '../../backstage-requests/request-queries';
import type { BackstageRequestPayload } from '../../../worker/backstage-requests/request-types';

export type Decision = 'approve' | 'deny';

/** POST backstage-requests/{id}/approve or /deny with the optional note; the request and the list refresh. */
export function useReviewRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, note }: { decision: Decision; note: string }) =>
      apiClient.post<{ request: BackstageRequestPayload }>(`backstage-requests/${id}/${decision}`, { note: note.trim() || null }).then((r) => r.request),
    onSuccess: async (request) => {
      queryClient.setQueryData(requestQuery(id).queryKey, request);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'backstage-requests'] });
    },
  });
}
