import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { logout, LogoutRefusedError } from '../auth/logout';
import { buttonStyles } from '../ui/button-styles';
import { toast } from '../ui/toast/toast-store';
import { showErrorToast } from '../http/server-errors';

/**
 * Logout for the gate screens. These render instead of the app (possibly
 * outside the router), so a full navigation to /login also drops every cache.
 */
export function LogoutButton() {
  const trans = useTrans();
  const [pending, setPending] = useState(false);

  const run = async () => {
    setPending(true);
    try {
      await logout();
      window.location.assign('/login');
    } catch (error) {
      if (error instanceof LogoutRefusedError) toast.danger(trans(error.message));
      else showErrorToast(error);
      setPending(false);
    }
  };

  return (
    <button type="button" onClick={run} disabled={pending} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
      <LogOut className="size-4" aria-hidden="true" />
      {trans('Logout')}
    </button>
  );
}
