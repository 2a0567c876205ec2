import { createFileRoute } from '@tanstack/react-router';
import { ConfirmPlanChangePage } from '../../../../../../billing/manage/confirm-plan-change-page';
import { parseId } from '../../../../../../routing/route-params';

export const Route = createFileRoute('/_player/billing/change-plan/$productId/$priceId/confirm')({
  params: { parse: (params) => ({ productId: parseId(params.productId), priceId: parseId(params.priceId) }), stringify: (params) => ({ productId: String(params.productId), priceId: String(params.priceId) }) },
  component: function Confirm() {
    const { productId, priceId } = Route.useParams();
    return <ConfirmPlanChangePage productId={productId} priceId={priceId} />;
  },
});
