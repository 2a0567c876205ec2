import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { PASSWORD_CONFIRMATION_MS, PASSWORD_CONFIRMATION_SECONDS } from './password-confirmation-constants';

export type ConfirmedPasswordStatus = { confirmed: boolean };

export const fetchConfirmedPasswordStatus = () =>
  apiClient.get<ConfirmedPasswordStatus>('auth/user/confirmed-password-status', { seconds: PASSWORD_CONFIRMATION_SECONDS });

/**
 * SPEC section 4: the status is cached, and once confirmed it is not asked
 * again for 9000 s. An unconfirmed answer is always re-checked, since another
 * tab may have confirmed meanwhile. Kept (gcTime) as long as it is fresh.
 */
export const confirmedPasswordStatusQuery = () =>
  queryOptions({
    queryKey: ['auth', 'confirmed-password-status'],
    queryFn: fetchConfirmedPasswordStatus,
    staleTime: (query) => (query.state.data?.confirmed ? PASSWORD_CONFIRMATION_MS : 0),
    gcTime: PASSWORD_CONFIRMATION_MS,
  });
