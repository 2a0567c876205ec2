import { Link } from '@tanstack/react-router';
import { useTrans } from '../../i18n/trans';
import { focusRing } from '../../ui/button-styles';
import { useAccountUser } from '../account-user';
import { SettingsPanel } from '../settings-panel';
import { PasswordForm } from './password-form';

export function PasswordPanel() {
  const trans = useTrans();
  const { has_password: hasPassword } = useAccountUser();
  return (
    <SettingsPanel section="password" description={hasPassword ? trans('Use a long, random password to keep your account secure.') : undefined}>
      {hasPassword ? (
        <PasswordForm />
      ) : (
        <p className="max-w-2xl text-sm leading-relaxed text-muted">
          {trans('You signed up with a social account, so your account has no password yet. You can set one via')}{' '}
          <Link to="/forgot-password" className={`rounded font-semibold text-primary hover:underline ${focusRing}`}>
            {trans('Forgot your password?')}
          </Link>
        </p>
      )}
    </SettingsPanel>
  );
}
