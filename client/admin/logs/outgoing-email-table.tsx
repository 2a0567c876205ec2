import clsx from 'clsx';
import type { TableResource } from '../../ui/data-table/data-table-types';
import { focusRing } from '../../ui/button-styles';
import { formatDate } from '../format-date';
import { StatusBadge } from '../status-badge';
import type { OutgoingEmailRow } from './log-types';

/** /admin/logs/outgoing-email as a declaration on the data-table kit; a row opens the message. */
export function outgoingEmailTable(onOpen: (row: OutgoingEmailRow) => void): TableResource<OutgoingEmailRow> {
  return {
    endpoint: 'logs/outgoing-email',
    name: 'logs-outgoing-email',
    searchLabel: 'Search by recipient',
    emptyMessage: 'No email was sent yet',
    columns: [
      {
        id: 'subject',
        header: 'Subject',
        alwaysVisible: true,
        cell: (email) => (
          <button type="button" onClick={() => onOpen(email)} className={clsx('max-w-md truncate text-left font-semibold text-fg hover:underline', focusRing)}>
            {email.subject}
          </button>
        ),
      },
      { id: 'to_address', header: 'To', cell: (email) => email.to_address },
      {
        id: 'status',
        header: 'Status',
        cell: (email) => (email.status === 'sent' ? <StatusBadge tone="positive" label="Sent" /> : <StatusBadge tone="danger" label="Failed" />),
      },
      { id: 'driver', header: 'Driver', hiddenByDefault: true, cell: (email) => email.driver },
      { id: 'created_at', header: 'When', sortable: true, className: 'whitespace-nowrap', cell: (email) => formatDate(email.created_at, true) },
    ],
  };
}
