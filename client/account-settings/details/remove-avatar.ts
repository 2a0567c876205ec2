import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import { patchAccountUser, type AccountUser } from '../account-user';

export const removeAvatar = (userId: number) => apiClient.delete<{ user: AccountUser }>(`users/${userId}/avatar`);

export const useRemoveAvatar = (userId: number) =>
  useMutation({
    mutationFn: () => removeAvatar(userId),
    onSuccess: (response) => patchAccountUser(response.user),
  });
