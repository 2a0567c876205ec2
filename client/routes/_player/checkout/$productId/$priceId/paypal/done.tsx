import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../../../../auth/route-guards';
import { PaypalDonePage } from '../../../../../../billing/paypal-done-page';
import { validatePaypalDoneSearch } from '../../../../../../billing/done-search';
import { NotFoundPage } from '../../../../../../errors/not-found-page';
import { parseId } from '../../../../../../routing/route-params';

/** SPEC section 2: /checkout/{productId}/{priceId}/paypal/done, PayPal's return_url (worker/billing/paypal/paypal-checkout-routes.ts). */
export const Route = createFileRoute('/_player/checkout/$productId/$priceId/paypal/done')({
  validateSearch: validatePaypalDoneSearch,
  beforeLoad: ({ params }) => {
    guard({ auth: true })();
    return { productId: parseId(params.productId), priceId: parseId(params.priceId) };
  },
  notFoundComponent: NotFoundPage,
  component: function PaypalDone() {
    const { productId, priceId } = Route.useRouteContext();
    return <PaypalDonePage productId={productId} priceId={priceId} subscriptionId={Route.useSearch().subscription_id} />;
  },
});
