import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';

export type PermissionDefinition = {
  id: number;
  name: string;
  display_name: string;
  group: string;
  description: string;
  restrictions: { name: string; description: string }[];
};

export type GrantedPermission = { name: string; restrictions: { name: string; value: number | null }[] };

/** GET permissions: every permission there is, by group (roles.update or users.update). */
export const permissionsQuery = queryOptions({
  queryKey: ['admin', 'permissions'],
  queryFn: () => apiClient.get<{ permissions: PermissionDefinition[] }>('permissions').then((r) => r.permissions),
  staleTime: Infinity,
});

export const usePermissionDefinitions = () => useQuery(permissionsQuery);
