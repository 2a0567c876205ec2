import { useTrans } from '../../i18n/trans';
import { Dialog } from '../../ui/dialog/dialog';
import { Spinner } from '../../ui/spinner';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import { useOutgoingEmail } from './log-queries';
import type { OutgoingEmailRow } from './log-types';

/**
 * One logged email: who it went to, how it went, and its text body. The HTML
 * body is not rendered here: an admin page is no place to run a message's markup.
 */
export function EmailMessageDialog({ row }: { row: OutgoingEmailRow }) {
  const trans = useTrans();
  const email = useOutgoingEmail(row.id);
  return (
    <Dialog size="lg" title={row.subject}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{trans('To')}</dt>
        <dd className="break-all">{row.to_address}</dd>
        <dt className="text-muted">{trans('Sent')}</dt>
        <dd>{formatDate(row.created_at, true)}</dd>
        <dt className="text-muted">{trans('Status')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          {row.status === 'sent' ? <StatusBadge tone="positive" label="Sent" /> : <StatusBadge tone="danger" label="Failed" />}
          <span className="text-muted">{row.driver}</span>
        </dd>
        {row.error && (
          <>
            <dt className="text-muted">{trans('Error')}</dt>
            <dd className="break-words text-danger">{row.error}</dd>
          </>
        )}
      </dl>
      <div className="mt-5 rounded-lg border border-divider bg-bg-alt">
        {email.isPending ? (
          <Spinner className="m-6" />
        ) : email.isError ? (
          <p role="alert" className="p-4 text-sm text-muted">
            {trans('There was an issue loading this page')}
          </p>
        ) : (
          <pre className="max-h-[50dvh] overflow-auto whitespace-pre-wrap p-4 font-sans text-sm text-fg">{email.data.body_text}</pre>
        )}
      </div>
    </Dialog>
  );
}
