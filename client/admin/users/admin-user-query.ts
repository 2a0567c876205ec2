import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import type { BootstrapData } from '../../bootstrap/bootstrap-store';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import type { GrantedPermission } from '../permissions/permissions-query';

/** GET users/{id}: the AuthUser shape (roles, effective permissions, state). */
export type AdminUser = NonNullable<BootstrapData['user']> & { ban_reason?: string | null; banned_until?: string | null };

export const adminUserKey = (id: number) => ['admin', 'user', id];

export const adminUserQuery = (id: number) =>
  queryOptions({
    queryKey: adminUserKey(id),
    queryFn: () => apiClient.get<{ user: AdminUser }>(`users/${id}`).then((r) => r.user),
  });

export const useAdminUser = (id: number) => useQuery(adminUserQuery(id));

/**
 * A write to one user (`fn` calls the API and answers `{user}` or nothing):
 * the page and the users list refresh after it.
 */
export function useUserMutation<Input>(id: number, fn: (input: Input) => Promise<{ user?: AdminUser } | unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (response) => {
      const user = (response as { user?: AdminUser } | null)?.user;
      await queryClient.invalidateQueries({ queryKey: adminUserKey(id) });
      if (user) queryClient.setQueryData(adminUserKey(id), user);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'users'] });
    },
  });
}

/** GET users/{id}/permissions: the user's own roles and direct grants, which the permissions tab edits. */
export const useUserGrants = (id: number) =>
  useQuery({
    queryKey: [...adminUserKey(id), 'grants'],
    queryFn: () => apiClient.get<{ roles: number[]; permissions: GrantedPermission[] }>(`users/${id}/permissions`),
  });
