import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { BootstrapData } from '../bootstrap/bootstrap-store';

/** SPEC section 7: finishes a REQUEST_PASSWORD with the existing account's password. */
export const connectSocialAccount = (password: string) =>
  apiClient.post<{ bootstrapData: BootstrapData }>('secure/auth/social/connect', { password }).then((response) => response.bootstrapData);

export const useConnectSocialAccount = () => useMutation({ mutationFn: connectSocialAccount });
