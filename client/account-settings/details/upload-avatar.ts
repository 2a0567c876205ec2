import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import { patchAccountUser, type AccountUser } from '../account-user';

/** docs/api/accounts.md: multipart `file`; answers the user with the new image url. */
export function uploadAvatar(userId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<{ user: AccountUser; fileEntry: { url: string } }>(`users/${userId}/avatar`, body);
}

export const useUploadAvatar = (userId: number) =>
  useMutation({
    mutationFn: (file: File) => uploadAvatar(userId, file),
    onSuccess: (response) => patchAccountUser(response.user),
  });
