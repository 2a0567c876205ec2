import { LogOut } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { openDialog } from '../../ui/dialog/dialog-store';
import { Spinner } from '../../ui/spinner';
import { SettingsPanel } from '../settings-panel';
import { LogoutOtherDialog } from './logout-other-dialog';
import { SessionRow } from './session-row';
import { useUserSessions } from './user-sessions-query';

export function SessionsPanel() {
  const trans = useTrans();
  const { data: sessions, isPending, isError } = useUserSessions();

  return (
    <SettingsPanel
      section="sessions"
      description={trans('Where you are signed in. Log out of the others if you see a device you do not recognize.')}
    >
      {isPending ? (
        <Spinner size="sm" className="text-primary" />
      ) : isError ? (
        <p className="text-sm text-danger">{trans('Could not load your sessions.')}</p>
      ) : sessions.length === 0 ? (
        <p className="text-sm text-muted">{trans('No active sessions.')}</p>
      ) : (
        <ul className="-my-4 divide-y divide-divider">
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      <button
        type="button"
        onClick={() => void openDialog(LogoutOtherDialog, {})}
        className={buttonStyles({ variant: 'outline', className: 'mt-6' })}
      >
        <LogOut className="size-4" aria-hidden="true" />
        {trans('Log out other sessions')}
      </button>
    </SettingsPanel>
  );
}
