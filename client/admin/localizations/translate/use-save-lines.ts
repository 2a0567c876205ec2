import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../http/api-client';
import { getBootstrap, patchBootstrap, type BootstrapData } from '../../../bootstrap/bootstrap-store';
import { ADMIN_LIST_KEY } from '../../../ui/data-table/use-list-query';
import { localizationQuery } from '../localization-query';
import type { LocalizationDetail } from '../localization-types';
import { chunkChanges } from './translation-rows';

/**
 * PUT localizations/{id} with only the changed lines, in parts when there
 * are many. The cached lines then take the saved text, and when the admin's
 * own language changed, the interface shows the new lines at once.
 */
export function useSaveLines(localization: LocalizationDetail) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Record<string, string | null>) => {
      for (const part of chunkChanges(changes)) await apiClient.put(`localizations/${localization.id}`, { lines: part });
      return changes;
    },
    onSuccess: async (changes) => {
      const lines = { ...localization.lines };
      for (const [key, text] of Object.entries(changes)) {
        if (text === null) delete lines[key];
        else lines[key] = text;
      }
      const saved = { ...localization, lines };
      queryClient.setQueryData(localizationQuery(localization.id).queryKey, saved);
      queryClient.setQueryData(localizationQuery(localization.language).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'localizations'] });
      if (getBootstrap().i18n.language === localization.language) {
        const { bootstrapData } = await apiClient.get<{ bootstrapData: BootstrapData }>('bootstrap-data');
        patchBootstrap({ i18n: bootstrapData.i18n });
      }
    },
    // A part saved before a failure stays saved: read the lines again.
    onError: () => queryClient.invalidateQueries({ queryKey: localizationQuery(localization.id).queryKey }),
  });
}
