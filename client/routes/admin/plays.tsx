import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../auth/route-guards';
import { PlaysReportPage } from '../../insights/plays-report-page';
import { validateReportSearch } from '../../insights/report-search';

/** SPEC section 2, Admin reports: plays (admin.access). */
export const Route = createFileRoute('/admin/plays')({
  beforeLoad: guard({ permission: 'admin.access' }),
  validateSearch: validateReportSearch,
  staticData: { crumb: 'Plays' },
  component: function AdminPlays() {
    return <PlaysReportPage search={Route.useSearch()} />;
  },
});
