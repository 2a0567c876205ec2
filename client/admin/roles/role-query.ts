import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import type { RoleSummary } from '../users/roles-query';

export type RoleDetail = RoleSummary & { users_count: number };

export const roleQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'roles', id], queryFn: () => apiClient.get<{ role: RoleDetail }>(`roles/${id}`).then((r) => r.role) });

export const useRole = (id: number) => useQuery({ ...roleQuery(id), enabled: id > 0 });
