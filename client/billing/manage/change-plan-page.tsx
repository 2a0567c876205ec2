import { useState } from 'react';
import { useTrans } from '../../i18n/trans';
import type { BillingSubscription, PricePayload, ProductPayload } from '../../../worker/billing/billing-types';
import { PlanGrid } from '../pricing-page';
import type { PlanActionKind } from '../plan-action';
import { isYearly, type BillingCycle } from '../pricing-rules';
import { useProducts } from '../products-query';
import { BillingLayout, QueryState } from './billing-layout';
import { useSubscription } from './billing-queries';

/** SPEC section 2, /billing/change-plan: the plans, the current one marked, each other price one step from its confirm page. */
export function ChangePlanPage() {
  const trans = useTrans();
  const subscription = useSubscription();
  const products = useProducts();
  return (
    <BillingLayout title={trans('Change plan')}>
      {subscription.isSuccess && products.isSuccess ? (
        subscription.data ? (
          <Plans subscription={subscription.data} products={products.data} />
        ) : (
          <p className="text-muted">{trans('You have no subscription.')}</p>
        )
      ) : (
        <QueryState query={subscription.isSuccess ? products : subscription} label={trans('Loading plans')} />
      )}
    </BillingLayout>
  );
}

function Plans({ subscription, products }: { subscription: BillingSubscription; products: ProductPayload[] }) {
  // Start on the cycle of the plan held, so its card shows as current.
  const [cycle, setCycle] = useState<BillingCycle>(subscription.price && isYearly(subscription.price) ? 'yearly' : 'monthly');
  // A subscription keeps its currency at the gateway: prices in another are not offered.
  const currency = subscription.price?.currency;
  const offered = products.filter((p) => !p.free).map((p) => ({ ...p, prices: p.prices.filter((price) => !currency || price.currency === currency) }));
  const actionFor = (_product: ProductPayload, price: PricePayload | undefined): PlanActionKind => (price?.id === subscription.price_id ? 'current' : price ? 'change' : 'none');
  return <PlanGrid products={offered} cycle={cycle} onCycle={setCycle} actionFor={actionFor} />;
}
