import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '../../../ui/data-table/list-search';
import { useListRoute } from '../../../admin/use-list-route';
import { OutgoingEmailPage } from '../../../admin/logs/outgoing-email-page';

export const Route = createFileRoute('/admin/logs/outgoing-email')({
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Outgoing email' },
  component: function OutgoingEmail() {
    return <OutgoingEmailPage {...useListRoute(Route.useSearch())} />;
  },
});
