import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { showErrorToast } from '../../http/server-errors';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast/toast-store';
import { useAccountUser } from '../account-user';
import { SettingsPanel } from '../settings-panel';
import { useDisableTwoFactor } from './disable-two-factor';
import { useEnableTwoFactor } from './enable-two-factor';
import { RecoveryCodes } from './recovery-codes';
import { useRegenerateRecoveryCodes } from './regenerate-recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';
import { twoFactorState } from './two-factor-state';

export function TwoFactorPanel() {
  const trans = useTrans();
  const state = twoFactorState(useAccountUser());
  // The codes' text exists only in the enable/regenerate response, so it lives in memory here.
  const [codes, setCodes] = useState<string[] | null>(null);
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();

  const onEnable = () => enable.mutate(undefined, { onSuccess: (r) => r && setCodes(r.recovery_codes), onError: showErrorToast });
  const onRegenerate = () =>
    regenerate.mutate(undefined, { onSuccess: (r) => r && setCodes(r.recovery_codes), onError: showErrorToast });
  const onDisable = () =>
    disable.mutate(undefined, {
      onSuccess: (r) => {
        if (!r) return;
        setCodes(null);
        toast(trans('Two factor authentication has been disabled.'));
      },
      onError: showErrorToast,
    });

  return (
    <SettingsPanel section="two-factor" description={trans('Add additional security to your account using two factor authentication.')}>
      {state === 'disabled' && (
        <>
          <p className="max-w-2xl text-sm leading-relaxed text-muted">
            {trans("When two factor authentication is enabled, you will be prompted for a secure, random token during authentication. You may retrieve this token from your phone's authenticator application.")}
          </p>
          <button type="button" disabled={enable.isPending} onClick={onEnable} className={buttonStyles({ className: 'mt-6' })}>
            {trans('Enable')}
          </button>
        </>
      )}
      {state === 'confirming' && <TwoFactorSetup onCancel={onDisable} cancelling={disable.isPending} />}
      {state === 'enabled' && (
        <>
          <p className="flex items-center gap-2 text-sm font-semibold text-positive">
            <ShieldCheck className="size-5" aria-hidden="true" />
            {trans('You have enabled two factor authentication.')}
          </p>
          {codes && <RecoveryCodes codes={codes} />}
          <div className="mt-6 flex flex-wrap gap-2">
            <button type="button" disabled={regenerate.isPending} onClick={onRegenerate} className={buttonStyles({ variant: 'outline' })}>
              {trans('Regenerate recovery codes')}
            </button>
            <button type="button" disabled={disable.isPending} onClick={onDisable} className={buttonStyles({ variant: 'danger' })}>
              {trans('Disable')}
            </button>
          </div>
        </>
      )}
    </SettingsPanel>
  );
}
