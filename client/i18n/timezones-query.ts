import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';

/** SPEC section 3, value lists: timezones grouped by region, each a text/value pair. */
export type TimezoneGroups = Record<string, { text: string; value: string }[]>;

export const fetchTimezones = () =>
  apiClient.get<{ timezones: TimezoneGroups }>('value-lists/timezones').then((response) => response.timezones);

// The list is fixed for the life of the runtime: fetch it once.
export const timezonesQuery = () =>
  queryOptions({ queryKey: ['value-lists', 'timezones'], queryFn: fetchTimezones, staleTime: Infinity });

export const useTimezones = () => useQuery(timezonesQuery());
