import { Smartphone, Trash2 } from 'lucide-react';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { useTrans } from '../../i18n/trans';
import { showErrorToast } from '../../http/server-errors';
import { iconButtonStyles } from '../../ui/button-styles';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import { openDialog } from '../../ui/dialog/dialog-store';
import { toast } from '../../ui/toast/toast-store';
import { formatRelativeTime } from '../../i18n/relative-time';
import { useRevokeAppPassword, type AppPassword } from './app-passwords-query';

export function AppPasswordRow({ appPassword }: { appPassword: AppPassword }) {
  const trans = useTrans();
  const language = useBootstrap().i18n.language;
  const revoke = useRevokeAppPassword();

  const onRevoke = async () => {
    const confirmed = await openDialog<boolean>(ConfirmDialog, {
      title: trans('Revoke app password?'),
      body: trans('":name" will be signed out at once and can no longer play your music.', { name: appPassword.name }),
      confirmLabel: trans('Revoke'),
      danger: true,
    });
    if (confirmed) revoke.mutate(appPassword.id, { onSuccess: () => toast(trans('App password revoked')), onError: showErrorToast });
  };

  return (
    <li className="flex items-center gap-4 py-3">
      <Smartphone className="size-5 shrink-0 text-muted" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <div className="truncate text-sm font-semibold">{appPassword.name}</div>
        <div className="text-xs text-muted">
          {trans('Created :time', { time: formatRelativeTime(appPassword.created_at, language) })}
          {' · '}
          {appPassword.last_used_at
            ? trans('Last used :time', { time: formatRelativeTime(appPassword.last_used_at, language) })
            : trans('Never used')}
        </div>
      </div>
      <button
        type="button"
        aria-label={trans('Revoke app password :name', { name: appPassword.name })}
        disabled={revoke.isPending}
        onClick={() => void onRevoke()}
        className={iconButtonStyles({ size: 'sm', className: 'hover:text-danger' })}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
