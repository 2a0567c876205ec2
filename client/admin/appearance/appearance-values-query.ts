import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import { setBootstrap } from '../../bootstrap/bootstrap-store';
import { fetchBootstrap } from '../../social-auth/fetch-bootstrap';
import type { AppearanceChanges, AppearanceValues } from './appearance-types';

/** GET admin/appearance/values (appearance.update): every value the editor edits. */
export const appearanceValuesQuery = queryOptions({
  queryKey: ['admin', 'appearance', 'values'],
  queryFn: () => apiClient.get<AppearanceValues>('admin/appearance/values'),
});

/**
 * POST admin/appearance: every pending change at once; the answer is the
 * saved values. This tab's bootstrap data is read again so the admin area
 * shows a new site name, logo or theme too (if that read fails, the next
 * page load shows them).
 */
export function useSaveAppearance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AppearanceChanges) => apiClient.post<AppearanceValues>('admin/appearance', { changes }),
    onSuccess: (values) => {
      queryClient.setQueryData(appearanceValuesQuery.queryKey, values);
      void fetchBootstrap().then(setBootstrap, () => undefined);
    },
  });
}
