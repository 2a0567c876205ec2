import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useTrans } from '../../../i18n/trans';
import { apiClient } from '../../../http/api-client';
import { showErrorToast } from '../../../http/server-errors';
import { iconButtonStyles } from '../../../ui/button-styles';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast/toast-store';
import { openDialog } from '../../../ui/dialog/dialog-store';
import { ConfirmDialog } from '../../../ui/dialog/confirm-dialog';
import { formatDate } from '../../format-date';
import { adminUserKey, useUserMutation } from '../admin-user-query';

type Token = { id: number; name: string; last_used_at: string | null; created_at: string };

/** The API tab: the user's personal access tokens, which an admin may revoke. */
export function UserApiTab({ userId }: { userId: number }) {
  const trans = useTrans();
  const tokens = useQuery({
    queryKey: [...adminUserKey(userId), 'tokens'],
    queryFn: () => apiClient.get<{ tokens: Token[] }>(`users/${userId}/access-tokens`).then((r) => r.tokens),
  });
  const revoke = useUserMutation(userId, (token: Token) => apiClient.delete(`users/${userId}/access-tokens/${token.id}`));
  const onRevoke = async (token: Token) => {
    const confirmed = await openDialog<boolean>(ConfirmDialog, {
      title: trans('Revoke :name?', { name: token.name }),
      body: trans('Scripts using this token stop working at once.'),
      confirmLabel: trans('Revoke'),
      danger: true,
    });
    if (confirmed) revoke.mutate(token, { onSuccess: () => toast(trans('Token deleted')), onError: showErrorToast });
  };
  if (tokens.isPending) return <Spinner size="sm" />;
  if (tokens.isError) return <p role="alert" className="text-sm text-danger">{trans('There was an issue loading this page')}</p>;
  if (!tokens.data.length) return <p className="text-sm text-muted">{trans('This user has no API tokens.')}</p>;
  return (
    <ul className="divide-y divide-divider rounded-lg border border-divider">
      {tokens.data.map((token) => (
        <li key={token.id} className="flex items-center gap-4 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{token.name}</p>
            <p className="text-xs text-muted">
              {trans('Created :date', { date: formatDate(token.created_at) })} ·{' '}
              {token.last_used_at ? trans('Last used :date', { date: formatDate(token.last_used_at, true) }) : trans('Never used')}
            </p>
          </div>
          <button type="button" aria-label={trans('Revoke :name', { name: token.name })} onClick={() => void onRevoke(token)} className={iconButtonStyles({ size: 'sm' })}>
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
