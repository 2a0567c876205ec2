import { Fingerprint } from 'lucide-react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useCompleteLogin } from '../auth/use-complete-login';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { showPasskeyError } from './passkey-errors';
import { usePasskeyLogin } from './passkey-login';
import { useWebAuthnSupport } from './webauthn-browser';

/** 'Sign in with a passkey', where the site enables passkeys and the browser supports WebAuthn. */
export function PasskeySignInButton() {
  const trans = useTrans();
  const { settings } = useBootstrap();
  const supported = useWebAuthnSupport();
  const login = usePasskeyLogin();
  const completeLogin = useCompleteLogin();
  const enabled = (settings.passkeys as { enable?: boolean } | undefined)?.enable === true;
  if (!enabled || !supported) return null;

  return (
    <button
      type="button"
      disabled={login.isPending}
      onClick={() => login.mutate(undefined, { onSuccess: (data) => completeLogin(data), onError: showPasskeyError })}
      className={buttonStyles({ variant: 'outline', size: 'lg', className: 'w-full' })}
    >
      <Fingerprint className="size-5" aria-hidden="true" />
      {trans('Sign in with a passkey')}
    </button>
  );
}
