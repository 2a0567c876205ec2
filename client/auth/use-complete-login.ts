import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { setBootstrap, type BootstrapData } from '../bootstrap/bootstrap-store';
import { redirectTargetAfterLogin } from './redirect-targets';

/**
 * SPEC section 4: after a successful login, registration, two-factor step,
 * social or passkey sign-in, the returned bootstrap data replaces the guest's,
 * cached queries are dropped, and the user goes to their redirect target.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    async (data: BootstrapData, target?: string) => {
      setBootstrap(data);
      queryClient.clear();
      await router.navigate({ to: target ?? redirectTargetAfterLogin(data), replace: true });
    },
    [queryClient, router],
  );
}
