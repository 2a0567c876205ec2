import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../http/api-client';

/** docs/api/subsonic.md, "App passwords": the secret comes only with creation. */
export type AppPassword = { id: number; name: string; created_at: string; last_used_at: string | null };

/** The worker's rule (worker/app-passwords/routes.ts), checked before sending. */
export const createAppPasswordSchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(100, 'The name must not be greater than 100 characters.'),
});
export type CreateAppPasswordPayload = z.infer<typeof createAppPasswordSchema>;

export const appPasswordsQuery = () =>
  queryOptions({
    queryKey: ['app-passwords'],
    queryFn: () => apiClient.get<{ appPasswords: AppPassword[] }>('app-passwords').then((r) => r.appPasswords),
  });

export const useAppPasswords = () => useQuery(appPasswordsQuery());

export function useCreateAppPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateAppPasswordPayload) => apiClient.post<{ appPassword: AppPassword; plainTextPassword: string }>('app-passwords', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appPasswordsQuery().queryKey }),
  });
}

export function useRevokeAppPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<unknown>(`app-passwords/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appPasswordsQuery().queryKey }),
  });
}
