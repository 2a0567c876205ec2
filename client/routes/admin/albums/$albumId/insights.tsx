import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../auth/route-guards';
import { NotFoundPage } from '../../../../errors/not-found-page';
import { InsightsPage } from '../../../../insights/insights-page';
import { validateReportSearch } from '../../../../insights/report-search';
import { parseId } from '../../../../routing/route-params';

/** SPEC section 2: admin/albums/{albumId}/insights (admin.access). */
export const Route = createFileRoute('/admin/albums/$albumId/insights')({
  beforeLoad: ({ params }) => {
    guard({ permission: 'admin.access' })();
    return { albumId: parseId(params.albumId) };
  },
  validateSearch: validateReportSearch,
  notFoundComponent: NotFoundPage,
  staticData: { crumb: 'Insights' },
  component: function AdminAlbumInsightsRoute() {
    return <InsightsPage subject={{ type: 'album', id: Route.useRouteContext().albumId }} search={Route.useSearch()} />;
  },
});
