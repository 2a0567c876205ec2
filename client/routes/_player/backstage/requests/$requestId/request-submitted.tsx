import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../../auth/route-guards';
import { requestQuery } from '../../../../../backstage-requests/request-queries';
import { RequestSubmittedPage } from '../../../../../backstage-requests/request-submitted-page';
import { parseId } from '../../../../../routing/route-params';

/** SPEC section 2, Backstage: backstage/requests/{requestId}/request-submitted (backstageRequests.create). */
export const Route = createFileRoute('/_player/backstage/requests/$requestId/request-submitted')({
  params: { parse: ({ requestId }) => ({ requestId: parseId(requestId) }), stringify: ({ requestId }) => ({ requestId: String(requestId) }) },
  beforeLoad: guard({ permission: 'backstageRequests.create' }),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(requestQuery(params.requestId)),
  component: function RequestSubmitted() {
    return <RequestSubmittedPage requestId={Route.useParams().requestId} />;
  },
});
