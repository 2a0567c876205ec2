import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SmartRulesJson } from '../../../worker/playlists/smart/smart-fields';
import { apiClient } from '../../http/api-client';

export type RulesPreview = { total: number; duration: number };

/** docs/api/smart-playlists.md, POST playlists/rules-preview: how many tracks the rules match now. */
export const fetchRulesPreview = (rules: SmartRulesJson, signal?: AbortSignal) => apiClient.post<RulesPreview>('playlists/rules-preview', { rules }, { signal });

export const rulesPreviewQuery = (rules: SmartRulesJson | null) =>
  queryOptions({
    queryKey: ['playlists', 'rules-preview', rules],
    queryFn: ({ signal }) => fetchRulesPreview(rules!, signal),
    enabled: rules !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The live count under the editor: null rules (the form does not check) ask nothing. */
export const useRulesPreview = (rules: SmartRulesJson | null) => useQuery(rulesPreviewQuery(rules));
