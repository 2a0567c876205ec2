import { DataTable } from '../../ui/data-table/data-table';
import type { LogPageProps } from './log-types';
import { openDialog } from '../../ui/dialog/dialog-store';
import { EmailMessageDialog } from './email-message-dialog';
import { outgoingEmailTable } from './outgoing-email-table';

const resource = outgoingEmailTable((row) => void openDialog(EmailMessageDialog, { row }));

/** /admin/logs/outgoing-email (logs.view): a row opens the message. */
export function OutgoingEmailPage({ search, onSearch }: LogPageProps) {
  return <DataTable resource={resource} search={search} onSearch={onSearch} />;
}
