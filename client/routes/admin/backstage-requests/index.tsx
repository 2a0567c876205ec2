import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { listSearchSchema } from '../../../ui/data-table/list-search';
import { BackstageRequestsPage } from '../../../admin/backstage-requests/requests-page';
import { useListRoute } from '../../../admin/use-list-route';

/** SPEC section 2: admin/backstage-requests (admin.access). */
export const Route = createFileRoute('/admin/backstage-requests/')({
  beforeLoad: guard({ permission: 'admin.access' }),
  validateSearch: listSearchSchema,
  staticData: { crumb: 'Backstage requests' },
  component: function BackstageRequests() {
    return <BackstageRequestsPage {...useListRoute(Route.useSearch())} />;
  },
});
