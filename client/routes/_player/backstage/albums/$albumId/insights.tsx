import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../../auth/route-guards';
import { NotFoundPage } from '../../../../../errors/not-found-page';
import { InsightsPage } from '../../../../../insights/insights-page';
import { validateReportSearch } from '../../../../../insights/report-search';
import { parseId } from '../../../../../routing/route-params';

/** SPEC section 2, Backstage: no permission guard shown; login, and the server answers 403 to anyone but the owner, a manager or an admin. */
export const Route = createFileRoute('/_player/backstage/albums/$albumId/insights')({
  beforeLoad: ({ params }) => {
    guard({ auth: true })();
    return { albumId: parseId(params.albumId) };
  },
  validateSearch: validateReportSearch,
  notFoundComponent: NotFoundPage,
  component: function AlbumInsightsRoute() {
    return <InsightsPage subject={{ type: 'album', id: Route.useRouteContext().albumId }} search={Route.useSearch()} inPlayer />;
  },
});
