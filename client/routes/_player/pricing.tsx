import { createFileRoute, redirect } from '@tanstack/react-router';
import { getBootstrap } from '../../bootstrap/bootstrap-store';
import { PricingPage } from '../../billing/pricing-page';
import { productsQuery } from '../../billing/products-query';

/** SPEC section 2: /pricing, shown while billing is on (the route guard sends users here then). */
export const Route = createFileRoute('/_player/pricing')({
  beforeLoad: () => {
    if (!getBootstrap().billing.enable) throw redirect({ to: '/404', replace: true });
  },
  loader: ({ context }) => void context.queryClient.prefetchQuery(productsQuery),
  component: PricingPage,
});
