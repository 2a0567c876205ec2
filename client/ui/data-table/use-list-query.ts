import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import { listParams, type ListSearch } from './list-search';
import type { ListRow, Pagination } from './data-table-types';

/** Every admin list's queries start with this key, so a write can refresh them all. */
export const ADMIN_LIST_KEY = 'admin-list';

export const listQueryOptions = <Row extends ListRow>(endpoint: string, search: ListSearch) =>
  queryOptions({
    queryKey: [ADMIN_LIST_KEY, endpoint, listParams(search)],
    queryFn: ({ signal }) => apiClient.get<{ pagination: Pagination<Row> }>(endpoint, listParams(search), { signal }).then((r) => r.pagination),
  });

/** The page being left stays on screen while the next loads. */
export const useListQuery = <Row extends ListRow>(endpoint: string, search: ListSearch) =>
  useQuery({ ...listQueryOptions<Row>(endpoint, search), placeholderData: keepPreviousData });
