import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import { accessTokensQuery } from './access-tokens-query';

export const deleteAccessToken = (id: number) => apiClient.delete<object>(`access-tokens/${id}`);

export function useDeleteAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccessToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQuery().queryKey }),
  });
}
