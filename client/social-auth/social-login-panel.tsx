import { useId, useState } from 'react';
import { patchBootstrap, setBootstrap, useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { toast } from '../ui/toast/toast-store';
import { showErrorToast } from '../http/server-errors';
import { openSocialPopup } from './social-popup';
import { enabledServices, serviceName, type SocialService } from './social-services';
import { SocialIcon } from './social-icon';
import { useDisconnectSocialAccount } from './disconnect-social-account';
import { SOCIAL_ERROR_MESSAGE } from './use-social-login';

/**
 * SPEC section 2, account settings "Social login": connect or disconnect each
 * enabled provider. Connecting runs the same popup as sign-in, in connect mode.
 */
export function SocialLoginPanel() {
  const trans = useTrans();
  const headingId = useId();
  const { social, user } = useBootstrap();
  const disconnect = useDisconnectSocialAccount();
  const [busy, setBusy] = useState<SocialService | null>(null);
  const services = enabledServices(social);
  if (!user || !services.length) return null;

  const connect = async (service: SocialService) => {
    setBusy(service);
    try {
      const result = await openSocialPopup(`/secure/auth/social/${service}/connect`);
      if (result?.status === 'SUCCESS' && result.bootstrapData) {
        setBootstrap(result.bootstrapData);
        toast(trans('Enabled :service account', { service: serviceName(service, social) }));
      } else if (result?.status === 'ERROR') {
        toast.danger(trans(result.message || SOCIAL_ERROR_MESSAGE));
      }
    } finally {
      setBusy(null);
    }
  };

  const remove = (service: SocialService) => {
    setBusy(service);
    disconnect.mutate(service, {
      onSuccess: (updated) => {
        patchBootstrap({ user: updated });
        toast(trans('Disabled :service account', { service: serviceName(service, social) }));
      },
      onError: showErrorToast,
      onSettled: () => setBusy(null),
    });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-divider bg-paper p-5 md:p-7">
      <h2 id={headingId} className="text-lg font-bold">
        {trans('Social login')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm leading-relaxed text-muted">
        {trans('Enable or disable connected social services. These allow you to sign in with those accounts.')}
      </p>
      <ul className="mt-6 divide-y divide-divider">
        {services.map((service) => {
          const name = serviceName(service, social);
          const profile = user.social_profiles.find((candidate) => candidate.service_name === service);
          return (
            <li key={service} className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-fg/5 text-fg">
                <SocialIcon service={service} />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{name}</p>
                <p className="truncate text-sm text-muted">
                  {profile
                    ? profile.username
                      ? trans('Connected as :name', { name: profile.username })
                      : trans('Connected')
                    : trans('Not connected')}
                </p>
              </div>
              {profile ? (
                <button
                  type="button"
                  disabled={busy !== null}
                  onClick={() => remove(service)}
                  aria-label={trans('Disconnect :service', { service: name })}
                  className={buttonStyles({ variant: 'outline', size: 'sm' })}
                >
                  {trans('Disconnect')}
                </button>
              ) : (
                <button
                  type="button"
                  disabled={busy !== null}
                  onClick={() => connect(service)}
                  aria-label={trans('Connect :service', { service: name })}
                  className={buttonStyles({ size: 'sm' })}
                >
                  {trans('Connect')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
