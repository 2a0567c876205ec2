import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';

export type Passkey = { id: number; name: string; created_at: string; last_used_at: string | null };

export const fetchPasskeys = () => apiClient.get<{ passkeys: Passkey[] }>('passkeys').then((response) => response.passkeys);

export const passkeysQuery = () => queryOptions({ queryKey: ['passkeys'], queryFn: fetchPasskeys });

export const usePasskeys = () => useQuery(passkeysQuery());
