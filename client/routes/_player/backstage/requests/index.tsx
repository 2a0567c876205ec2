import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../auth/route-guards';
import { myRequestsQuery } from '../../../../backstage-requests/request-queries';
import { RequestsPage } from '../../../../backstage-requests/requests-page';

/** SPEC section 2, Backstage: backstage/requests (backstageRequests.create). */
export const Route = createFileRoute('/_player/backstage/requests/')({
  beforeLoad: guard({ permission: 'backstageRequests.create' }),
  loader: ({ context }) => void context.queryClient.prefetchQuery(myRequestsQuery),
  component: () => <RequestsPage />,
});
