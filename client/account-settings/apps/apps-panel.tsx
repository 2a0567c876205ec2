import { Plus } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { CopyButton } from '../../ui/copy-button';
import { openDialog } from '../../ui/dialog/dialog-store';
import { Spinner } from '../../ui/spinner';
import { useAccountUser } from '../account-user';
import { SettingsPanel } from '../settings-panel';
import { AppPasswordRow } from './app-password-row';
import { useAppPasswords } from './app-passwords-query';
import { CreateAppPasswordDialog } from './create-app-password-dialog';

/**
 * Issue 28: third-party music apps (Subsonic and OpenSubsonic) sign in with
 * the server address, the account's email and an app password made here;
 * never the login password (docs/api/subsonic.md, "Connecting an app").
 */
export function AppsPanel() {
  const trans = useTrans();
  const email = useAccountUser().email;
  const { data: appPasswords, isPending, isError, refetch } = useAppPasswords();
  return (
    <SettingsPanel
      section="apps"
      description={trans(
        'Listen in apps that speak Subsonic, such as Symfonium, Feishin, Supersonic, Tempo, DSub or Substreamer. Make a password for each app, and enter these details in its server settings.',
      )}
    >
      <dl className="grid gap-3 sm:grid-cols-2">
        <ConnectionDetail label={trans('Server address')} value={window.location.origin} />
        <ConnectionDetail label={trans('Username')} value={email} />
      </dl>
      <p className="mt-3 text-sm text-muted">{trans('Password: an app password from below, never your account password.')}</p>

      <h3 className="mt-6 text-sm font-semibold">{trans('App passwords')}</h3>
      {isPending ? (
        <Spinner size="sm" className="mt-4 block text-primary" />
      ) : isError ? (
        <p className="mt-4 text-sm text-danger">
          {trans('Could not load your app passwords.')}{' '}
          <button type="button" onClick={() => void refetch()} className="font-semibold underline">
            {trans('Try again')}
          </button>
        </p>
      ) : appPasswords.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{trans('You have not created any app passwords yet.')}</p>
      ) : (
        <ul aria-label={trans('App passwords')} className="mt-2 divide-y divide-divider">
          {appPasswords.map((appPassword) => (
            <AppPasswordRow key={appPassword.id} appPassword={appPassword} />
          ))}
        </ul>
      )}
      <button type="button" onClick={() => void openDialog(CreateAppPasswordDialog, {})} className={buttonStyles({ className: 'mt-6' })}>
        <Plus className="size-4" aria-hidden="true" />
        {trans('Create app password')}
      </button>
    </SettingsPanel>
  );
}

function ConnectionDetail({ label, value }: { label: string; value: string }) {
  const trans = useTrans();
  return (
    <div className="min-w-0 rounded-lg bg-bg-alt px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 flex items-center gap-2">
        <code className="min-w-0 flex-1 break-all font-mono text-sm">{value}</code>
        <CopyButton text={value} variant="ghost" ariaLabel={trans('Copy :label', { label })} className="shrink-0" />
      </dd>
    </div>
  );
}
