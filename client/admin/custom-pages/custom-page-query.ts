import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import type { AdminPage } from './custom-page-types';

/** One page with its body, for the editor (GET custom-pages/{id}). */
export const adminPageQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'custom-pages', id], queryFn: () => apiClient.get<{ page: AdminPage }>(`custom-pages/${id}`).then((r) => r.page) });

export const useAdminPage = (id: number) => useQuery(adminPageQuery(id));
