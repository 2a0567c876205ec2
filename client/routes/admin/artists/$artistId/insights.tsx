import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../auth/route-guards';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { InsightsPage } from '../../../../insights/insights-page';
import { validateReportSearch } from '../../../../insights/report-search';
import { parseId } from '../../../../routing/route-params';

/** SPEC section 2: admin/artists/{artistId}/insights (admin.access). */
export const Route = createFileRoute('/admin/artists/$artistId/insights')({
  beforeLoad: ({ params }) => {
    guard({ permission: 'admin.access' })();
    return { artistId: parseId(params.artistId) };
  },
  validateSearch: validateReportSearch,
  notFoundComponent: NotFoundPage,
  staticData: { crumb: 'Insights' },
  component: function AdminArtistInsightsRoute() {
    return <InsightsPage subject={{ type: 'artist', id: Route.useRouteContext().artistId }} search={Route.useSearch()} />;
  },
});
