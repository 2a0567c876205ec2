import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../admin/dashboard/dashboard-page';
import { validateReportSearch } from '../../insights/report-search';

/** SPEC section 2, Admin reports: the index (admin.access, the area's guard). */
export const Route = createFileRoute('/admin/')({
  validateSearch: validateReportSearch,
  component: function AdminIndex() {
    return <DashboardPage search={Route.useSearch()} />;
  },
});
