import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../auth/route-guards';
import { VisitorsReportPage } from '../../insights/visitors-report-page';
import { validateReportSearch } from '../../insights/report-search';

/** SPEC section 2, Admin reports: visitors (admin.access). */
export const Route = createFileRoute('/admin/visitors')({
  beforeLoad: guard({ permission: 'admin.access' }),
  validateSearch: validateReportSearch,
  staticData: { crumb: 'Visitors' },
  component: function AdminVisitors() {
    return <VisitorsReportPage search={Route.useSearch()} />;
  },
});
