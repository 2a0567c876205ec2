import { AlertTriangle, CheckCircle2, Trash2 } from 'lucide-react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { formatRelativeTime } from '../i18n/relative-time';
import { showErrorToast } from '../http/server-errors';
import { iconButtonStyles } from '../ui/button-styles';
import { ConfirmDialog } from '../ui/dialog/confirm-dialog';
import { openDialog } from '../ui/dialog/dialog-store';
import { toast } from '../ui/toast/toast-store';
import { useDisconnect, type ScrobbleConnection } from './scrobbling-query';

/** A connected account: its name, its state (connected, revoked or failing, with the service's words), last scrobble, waiting scrobbles, and disconnect. */
export function ConnectionStatus({ connection, serviceName }: { connection: ScrobbleConnection; serviceName: string }) {
  const trans = useTrans();
  const language = useBootstrap().i18n.language;
  const disconnect = useDisconnect();
  const healthy = connection.status === 'connected';

  const onDisconnect = async () => {
    const confirmed = await openDialog<boolean>(ConfirmDialog, {
      title: trans('Disconnect :service?', { service: serviceName }),
      body: trans('Plays will no longer be scrobbled to :name, and scrobbles not sent yet are dropped.', { name: connection.account_name }),
      confirmLabel: trans('Disconnect'),
      danger: true,
    });
    if (confirmed) disconnect.mutate(connection.id, { onSuccess: () => toast(trans(':service disconnected', { service: serviceName })), onError: showErrorToast });
  };

  return (
    <div className="mt-3 flex items-start gap-3">
      {healthy ? (
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      ) : (
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-semibold">{trans('Connected as :name', { name: connection.account_name })}</p>
        {connection.status === 'revoked' && (
          <p className="mt-1 text-danger" role="status">
            {trans(':service no longer accepts this connection. Reconnect to resume scrobbling.', { service: serviceName })}
            {connection.status_message && <span className="block text-muted">{connection.status_message}</span>}
          </p>
        )}
        {connection.status === 'error' && (
          <p className="mt-1 text-danger" role="status">
            {trans('Scrobbles could not be sent lately. They will be sent again.')}
            {connection.status_message && <span className="block text-muted">{connection.status_message}</span>}
          </p>
        )}
        <p className="mt-1 text-muted">
          {connection.last_scrobble_at
            ? trans('Last scrobble :time', { time: formatRelativeTime(connection.last_scrobble_at, language) })
            : trans('No scrobbles sent yet')}
          {connection.pending > 0 && ` · ${trans(':count waiting to be sent', { count: connection.pending })}`}
        </p>
      </div>
      <button
        type="button"
        aria-label={trans('Disconnect :service', { service: serviceName })}
        disabled={disconnect.isPending}
        onClick={() => void onDisconnect()}
        className={iconButtonStyles({ size: 'sm', className: 'hover:text-danger' })}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
