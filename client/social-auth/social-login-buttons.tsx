import { useState } from 'react';
import clsx from 'clsx';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { buttonStyles, iconButtonStyles } from '../ui/button-styles';
import { enabledServices, serviceName, type SocialService } from './social-services';
import { SocialIcon } from './social-icon';
import { useSocialLogin } from './use-social-login';

/**
 * One button per enabled provider (SPEC section 3, `social`): full-width rows,
 * or a row of round icon buttons when `social.compact_buttons` is on.
 * Renders nothing when no provider is enabled.
 */
export function SocialLoginButtons() {
  const trans = useTrans();
  const { social } = useBootstrap();
  const signInWith = useSocialLogin();
  const [pending, setPending] = useState<SocialService | null>(null);
  const services = enabledServices(social);
  if (!services.length) return null;

  const start = async (service: SocialService) => {
    setPending(service);
    try {
      await signInWith(service);
    } finally {
      setPending(null);
    }
  };

  return (
    <div className={clsx(social.compact_buttons ? 'flex flex-wrap justify-center gap-3' : 'flex flex-col gap-3')}>
      {services.map((service) => {
        const label = trans('Continue with :service', { service: serviceName(service, social) });
        return social.compact_buttons ? (
          <button
            key={service}
            type="button"
            aria-label={label}
            title={label}
            disabled={pending !== null}
            onClick={() => start(service)}
            className={iconButtonStyles({ size: 'lg', className: 'border border-divider' })}
          >
            <SocialIcon service={service} />
          </button>
        ) : (
          <button
            key={service}
            type="button"
            disabled={pending !== null}
            onClick={() => start(service)}
            className={buttonStyles({ variant: 'outline', size: 'lg', className: 'w-full' })}
          >
            <SocialIcon service={service} />
            <span className="truncate">{label}</span>
          </button>
        );
      })}
    </div>
  );
}
