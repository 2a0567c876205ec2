import { KeyRound, Trash2 } from 'lucide-react';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { useTrans } from '../../i18n/trans';
import { showErrorToast } from '../../http/server-errors';
import { iconButtonStyles } from '../../ui/button-styles';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import { openDialog } from '../../ui/dialog/dialog-store';
import { toast } from '../../ui/toast/toast-store';
import { formatRelativeTime } from '../../i18n/relative-time';
import type { AccessToken } from './access-tokens-query';
import { useDeleteAccessToken } from './delete-access-token';

export function TokenRow({ token }: { token: AccessToken }) {
  const trans = useTrans();
  const language = useBootstrap().i18n.language;
  const remove = useDeleteAccessToken();

  const onDelete = async () => {
    const confirmed = await openDialog<boolean>(ConfirmDialog, {
      title: trans('Delete token?'),
      body: trans('Apps using ":name" will lose access to your account.', { name: token.name }),
      confirmLabel: trans('Delete'),
      danger: true,
    });
    if (confirmed) remove.mutate(token.id, { onSuccess: () => toast(trans('Token deleted')), onError: showErrorToast });
  };

  return (
    <li className="flex items-center gap-4 py-3">
      <KeyRound className="size-5 shrink-0 text-muted" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <div className="truncate text-sm font-semibold">{token.name}</div>
        <div className="text-xs text-muted">
          {token.last_used_at
            ? trans('Last used :time', { time: formatRelativeTime(token.last_used_at, language) })
            : trans('Never used')}
        </div>
      </div>
      <button
        type="button"
        aria-label={trans('Delete token :name', { name: token.name })}
        disabled={remove.isPending}
        onClick={() => void onDelete()}
        className={iconButtonStyles({ size: 'sm', className: 'hover:text-danger' })}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
