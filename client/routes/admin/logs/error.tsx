import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '../../../ui/data-table/list-search';
import { useListRoute } from '../../../admin/use-list-route';
import { ErrorLogPage } from '../../../admin/logs/error-log-page';

export const Route = createFileRoute('/admin/logs/error')({
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Error' },
  component: function ErrorLog() {
    return <ErrorLogPage {...useListRoute(Route.useSearch())} />;
  },
});
