import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { patchAccountUser, type AccountUser } from './account-user';

/** docs/api/accounts.md, PUT users/{id}: every field optional. */
export type UserUpdate = Partial<Pick<AccountUser, 'name' | 'first_name' | 'last_name' | 'language' | 'country' | 'timezone'>>;

export const updateUser = (userId: number, payload: UserUpdate) =>
  apiClient.put<{ user: AccountUser }>(`users/${userId}`, payload);

export const useUpdateUser = (userId: number) =>
  useMutation({
    mutationFn: (payload: UserUpdate) => updateUser(userId, payload),
    onSuccess: (response) => patchAccountUser(response.user),
  });
