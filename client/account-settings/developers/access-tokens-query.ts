import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';

/** SPEC section 3, Access token (plainTextToken comes only with creation). */
export type AccessToken = { id: number; name: string; last_used_at: string | null; created_at: string };

export const fetchAccessTokens = () => apiClient.get<{ tokens: AccessToken[] }>('access-tokens').then((r) => r.tokens);

export const accessTokensQuery = () => queryOptions({ queryKey: ['access-tokens'], queryFn: fetchAccessTokens });

export const useAccessTokens = () => useQuery(accessTokensQuery());
