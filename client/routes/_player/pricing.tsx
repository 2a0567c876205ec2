import { createFileRoute, redirect } from '@tanstack/react-router';
import { getBootstrap } from '../../bootstrap/bootstrap-store';
import { PricingPage } from '../../billing/pricing-page';
import { productsQuery } from '../../billing/products-query';
import { canPreviewPricing } from '../../billing/pricing-preview';

/**
 * SPEC section 2: /pricing, shown while billing is on (the route guard sends
 * users here then); before that only to whoever may turn it on (issue 26).
 */
export const Route = createFileRoute('/_player/pricing')({
  beforeLoad: () => {
    const data = getBootstrap();
    if (!data.billing.enable && !canPreviewPricing(data)) throw redirect({ to: '/404', replace: true });
  },
  loader: ({ context }) => void context.queryClient.prefetchQuery(productsQuery),
  component: PricingPage,
});
