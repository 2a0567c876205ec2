import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../auth/route-guards';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { InsightsPage } from '../../../../insights/insights-page';
import { validateReportSearch } from '../../../../insights/report-search';
import { parseId } from '../../../../routing/route-params';

/** SPEC section 2: admin/tracks/{trackId}/insights (admin.access). */
export const Route = createFileRoute('/admin/tracks/$trackId/insights')({
  beforeLoad: ({ params }) => {
    guard({ permission: 'admin.access' })();
    return { trackId: parseId(params.trackId) };
  },
  validateSearch: validateReportSearch,
  notFoundComponent: NotFoundPage,
  staticData: { crumb: 'Insights' },
  component: function AdminTrackInsightsRoute() {
    return <InsightsPage subject={{ type: 'track', id: Route.useRouteContext().trackId }} search={Route.useSearch()} />;
  },
});
