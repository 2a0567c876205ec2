import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import { setBootstrap } from '../../bootstrap/bootstrap-store';
import { fetchBootstrap } from '../../social-auth/fetch-bootstrap';

/**
 * GET settings (docs/api/admin.md "Settings"): every setting by dotted name;
 * secrets only as set or not; which payment gateways hold their keys.
 */
export type AdminSettings = {
  settings: Record<string, unknown>;
  secrets: Record<string, boolean>;
  gateway_keys: { stripe: boolean; paypal: boolean };
};

export const adminSettingsQuery = queryOptions({ queryKey: ['admin', 'settings'], queryFn: () => apiClient.get<AdminSettings>('settings') });

export const useAdminSettings = () => useQuery(adminSettingsQuery);

/**
 * POST settings with the changed values only. The answer replaces the
 * cached settings; this tab's bootstrap data is read again so the admin
 * sees a new site name, logo or player default without a reload.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) => apiClient.post<AdminSettings>('settings', { settings: values }),
    onSuccess: async (data) => {
      queryClient.setQueryData(adminSettingsQuery.queryKey, data);
      setBootstrap(await fetchBootstrap());
    },
  });
}
