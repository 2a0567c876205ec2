import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { passkeysQuery } from './passkeys-query';

export const deletePasskey = (id: number) => apiClient.delete<object>(`passkeys/${id}`);

export function useDeletePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery().queryKey }),
  });
}
