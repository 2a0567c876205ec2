import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';

/** SPEC section 3, value lists: localizations (language, name). */
export type LocalizationOption = { id?: number; language: string; name: string };

export function fetchLocalizations() {
  return apiClient
    .get<{ localizations: LocalizationOption[] }>('value-lists/localizations')
    .then((response) => response.localizations);
}

export const localizationsQuery = () =>
  queryOptions({ queryKey: ['value-lists', 'localizations'], queryFn: fetchLocalizations });

export function useLocalizations(enabled = true) {
  return useQuery({ ...localizationsQuery(), enabled });
}
