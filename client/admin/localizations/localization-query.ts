import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import type { LocalizationDetail } from './localization-types';

/** GET localizations/{name}: by language code, or by id (the translate page's address has the id). */
export const localizationQuery = (idOrLanguage: number | string) =>
  queryOptions({
    queryKey: ['admin', 'localizations', String(idOrLanguage)],
    queryFn: () => apiClient.get<{ localization: LocalizationDetail }>(`localizations/${idOrLanguage}`).then((r) => r.localization),
  });

export const useLocalization = (idOrLanguage: number | string) => useQuery(localizationQuery(idOrLanguage));
