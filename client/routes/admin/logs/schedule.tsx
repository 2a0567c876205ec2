import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '../../../ui/data-table/list-search';
import { useListRoute } from '../../../admin/use-list-route';
import { ScheduleLogPage } from '../../../admin/logs/schedule-log-page';

export const Route = createFileRoute('/admin/logs/schedule')({
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Schedule' },
  component: function Schedule() {
    return <ScheduleLogPage {...useListRoute(Route.useSearch())} />;
  },
});
