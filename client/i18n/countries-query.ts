import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';

/** SPEC section 3, value lists: countries (code, name). */
export type CountryOption = { code: string; name: string };

export const fetchCountries = () =>
  apiClient.get<{ countries: CountryOption[] }>('value-lists/countries').then((response) => response.countries);

/**
 * Asked for on its own, not joined with the other lists: a worker that does
 * not serve countries yet answers 422, and the panel then simply leaves the
 * country field out (so no retries either).
 */
export const countriesQuery = () =>
  queryOptions({ queryKey: ['value-lists', 'countries'], queryFn: fetchCountries, staleTime: Infinity, retry: false });

export const useCountries = () => useQuery(countriesQuery());
