import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../../../auth/route-guards';
import { StripeDonePage } from '../../../../../../billing/stripe-done-page';
import { validateStripeDoneSearch } from '../../../../../../billing/done-search';
import { NotFoundPage } from '../../../../../../errors/not-found-page';
import { parseId } from '../../../../../../routing/route-params';

/** SPEC section 2: /checkout/{productId}/{priceId}/stripe/done, Stripe's success_url (worker/billing/checkout-routes.ts). */
export const Route = createFileRoute('/_player/checkout/$productId/$priceId/stripe/done')({
  validateSearch: validateStripeDoneSearch,
  beforeLoad: ({ params }) => {
    guard({ auth: true })();
    return { productId: parseId(params.productId), priceId: parseId(params.priceId) };
  },
  notFoundComponent: NotFoundPage,
  component: function StripeDone() {
    const { productId, priceId } = Route.useRouteContext();
    return <StripeDonePage productId={productId} priceId={priceId} sessionId={Route.useSearch().session_id} />;
  },
});
