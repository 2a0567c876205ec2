import { useTrans } from '../../i18n/trans';
import { toast } from '../../ui/toast/toast-store';
import { PasswordPromptDialog } from '../../password-confirmation/password-prompt-dialog';
import { useLogoutOtherSessions } from './logout-other-sessions';

export function LogoutOtherDialog() {
  const trans = useTrans();
  const logout = useLogoutOtherSessions();
  return (
    <PasswordPromptDialog
      title="Log out other sessions"
      description="Please enter your password to confirm you would like to log out of your other sessions across all of your devices."
      submitLabel="Log out other sessions"
      submit={logout.mutateAsync}
      isPending={logout.isPending}
      onSuccess={() => toast(trans('Logged out other sessions.'))}
    />
  );
}
