import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { requestQuery } from '../../../backstage-requests/request-queries';
import { BackstageRequestReviewPage } from '../../../admin/backstage-requests/review-page';
import { parseId } from '../../../routing/route-params';

/** SPEC section 2: admin/backstage-requests/{requestId} (admin.access). */
export const Route = createFileRoute('/admin/backstage-requests/$requestId')({
  params: { parse: ({ requestId }) => ({ requestId: parseId(requestId) }), stringify: ({ requestId }) => ({ requestId: String(requestId) }) },
  beforeLoad: guard({ permission: 'admin.access' }),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(requestQuery(params.requestId)),
  staticData: { crumb: 'Review request' },
  component: function ReviewRequest() {
    return <BackstageRequestReviewPage requestId={Route.useParams().requestId} />;
  },
});
