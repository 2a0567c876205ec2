import { useCallback } from 'react';
import type { BootstrapData } from '../bootstrap/bootstrap-store';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useCompleteLogin } from '../auth/use-complete-login';
import { trans } from '../i18n/trans';
import { openDialog } from '../ui/dialog/dialog-store';
import { toast } from '../ui/toast/toast-store';
import { showErrorToast } from '../http/server-errors';
import { openSocialPopup } from './social-popup';
import { serviceName, type SocialService } from './social-services';
import { RequestPasswordDialog } from './request-password-dialog';
import { fetchBootstrap } from './fetch-bootstrap';

/** SPEC section 8: the social sign-in error when the server gave no message. */
export const SOCIAL_ERROR_MESSAGE = 'An error occurred. Please try again later';

/** Signs in through a provider's popup and acts on each status of SPEC section 4. */
export function useSocialLogin() {
  const completeLogin = useCompleteLogin();
  const { social } = useBootstrap();

  return useCallback(
    async (service: SocialService) => {
      const result = await openSocialPopup(`/secure/auth/social/${service}/login`);
      switch (result?.status) {
        case 'SUCCESS':
          if (result.bootstrapData) await completeLogin(result.bootstrapData);
          return;
        case 'REQUEST_PASSWORD': {
          const data = await openDialog<BootstrapData>(RequestPasswordDialog, { serviceName: serviceName(service, social) });
          if (data) await completeLogin(data);
          return;
        }
        case 'ALREADY_LOGGED_IN':
          // Signed in elsewhere meanwhile (another tab): pick that session up and go home.
          try {
            await completeLogin(await fetchBootstrap(), '/');
          } catch (error) {
            showErrorToast(error);
          }
          return;
        case 'ERROR':
          toast.danger(trans(result.message || SOCIAL_ERROR_MESSAGE));
          return;
        default:
        // Closed without a result: nothing happened.
      }
    },
    [completeLogin, social],
  );
}
