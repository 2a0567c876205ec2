import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { BootstrapData } from '../bootstrap/bootstrap-store';
import type { SocialService } from './social-services';

type User = NonNullable<BootstrapData['user']>;

/** SPEC section 7: POST secure/auth/social/{service}/disconnect {service}; answers the updated user. */
export const disconnectSocialAccount = (service: SocialService) =>
  apiClient.post<{ user: User }>(`secure/auth/social/${service}/disconnect`, { service }).then((response) => response.user);

export const useDisconnectSocialAccount = () => useMutation({ mutationFn: disconnectSocialAccount });
