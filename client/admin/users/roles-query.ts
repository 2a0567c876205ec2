import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';

export type RoleSummary = { id: number; name: string; description: string; guests: boolean; default: boolean; users_count?: number; permissions: { name: string; restrictions: { name: string; value: number | null }[] }[] };

/** Every role (GET roles, roles.update or users.update), for pickers and filters. */
export const allRolesQuery = queryOptions({
  queryKey: ['admin', 'roles', 'all'],
  queryFn: () => apiClient.get<{ pagination: { data: RoleSummary[] } }>('roles', { perPage: 100 }).then((r) => r.pagination.data),
  staleTime: 60_000,
});

export const useAllRoles = () => useQuery(allRolesQuery);
