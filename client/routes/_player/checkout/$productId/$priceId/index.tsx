import { createFileRoute } from '@tanstack/react-router';
import { checkoutGuard } from '../../../../../billing/checkout-guard';
import { CheckoutPage } from '../../../../../billing/checkout-page';
import { productQuery } from '../../../../../billing/product-query';
import { NotFoundPage } from '../../../../../errors/not-found-page';
import { prefetchOrNotFound } from '../../../../../routing/route-params';

/** SPEC section 2: /checkout/{productId}/{priceId}, in the player layout as /pricing is. */
export const Route = createFileRoute('/_player/checkout/$productId/$priceId/')({
  beforeLoad: checkoutGuard,
  loader: ({ context }) => prefetchOrNotFound(context.queryClient.ensureQueryData(productQuery(context.productId))),
  notFoundComponent: NotFoundPage,
  component: function Checkout() {
    const { productId, priceId } = Route.useRouteContext();
    return <CheckoutPage productId={productId} priceId={priceId} />;
  },
});
