import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';

/** `svg` is markup our worker renders from the pending secret; `secret` is for manual entry. */
export type TwoFactorQrCode = { svg: string; secret: string };

export const fetchTwoFactorQrCode = () => apiClient.get<TwoFactorQrCode>('auth/user/two-factor/qr-code');

export const twoFactorQrCodeQuery = () =>
  queryOptions({ queryKey: ['auth', 'two-factor', 'qr-code'], queryFn: fetchTwoFactorQrCode, staleTime: Infinity });

export const useTwoFactorQrCode = () => useQuery(twoFactorQrCodeQuery());
