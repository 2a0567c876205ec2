import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../http/api-client';
import { accessTokensQuery, type AccessToken } from './access-tokens-query';

/** SPEC section 5: the token name is required. */
export const createTokenSchema = z.object({ tokenName: z.string().trim().min(1, 'The token name field is required.') });
export type CreateTokenPayload = z.infer<typeof createTokenSchema>;

export const createAccessToken = (payload: CreateTokenPayload) =>
  apiClient.post<{ token: AccessToken; plainTextToken: string }>('access-tokens', payload);

export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQuery().queryKey }),
  });
}
