import { useState } from 'react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { Spinner } from '../ui/spinner';
import { buttonStyles } from '../ui/button-styles';
import type { PricePayload, ProductPayload } from '../../worker/billing/billing-types';
import { BillingCycleToggle } from './billing-cycle-toggle';
import { PlanCard } from './plan-card';
import type { PlanActionKind } from './plan-action';
import { bestYearlySaving, offersBothCycles, priceForCycle, type BillingCycle } from './pricing-rules';
import { useProducts } from './products-query';
import { PricingPreviewNote } from './pricing-preview';

/** SPEC section 2, /pricing: the monthly/yearly toggle and the plan cards. */
export function PricingPage() {
  const trans = useTrans();
  const products = useProducts();
  const [cycle, setCycle] = useState<BillingCycle>('yearly');
  const actionFor = usePlanActionKind();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 py-10 md:py-16">
      <PricingPreviewNote />
      <header className="flex flex-col items-center gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{trans('Choose the right plan for you')}</h1>
        <p className="max-w-xl text-muted">{trans('Pick a plan and start listening. You can change or cancel it at any time.')}</p>
      </header>
      {products.isPending ? (
        <Spinner size="lg" className="mx-auto" label={trans('Loading plans')} />
      ) : products.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <p className="font-semibold">{trans('There was an issue loading the plans')}</p>
          <p className="text-muted">{trans('Please try again later')}</p>
          <button type="button" onClick={() => void products.refetch()} className={buttonStyles({ variant: 'outline' })}>
            {trans('Try again')}
          </button>
        </div>
      ) : products.data.length === 0 ? (
        <p className="text-center text-muted">{trans('There are no plans yet.')}</p>
      ) : (
        <PlanGrid products={products.data} cycle={cycle} onCycle={setCycle} actionFor={actionFor} />
      )}
    </div>
  );
}

type PlanGridProps = {
  products: ProductPayload[];
  cycle: BillingCycle;
  onCycle: (cycle: BillingCycle) => void;
  /** What each card's button does (pricing and /billing/change-plan differ). */
  actionFor: (product: ProductPayload, price: PricePayload | undefined) => PlanActionKind;
};

/** The cycle toggle and the plan cards, with each card's price for the chosen cycle. */
export function PlanGrid({ products, cycle, onCycle, actionFor }: PlanGridProps) {
  return (
    <>
      {offersBothCycles(products) && <BillingCycleToggle value={cycle} onChange={onCycle} saving={bestYearlySaving(products)} />}
      <div className="grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => {
          const price = priceForCycle(product.prices, cycle);
          return <PlanCard key={product.id} product={product} price={price} action={actionFor(product, price)} />;
        })}
      </div>
    </>
  );
}

/** Guests register first; a subscriber's own plan (or a free plan for someone without one) is theirs already. */
function usePlanActionKind() {
  const user = useBootstrap().user;
  const valid = user?.subscriptions.filter((subscription) => subscription.valid) ?? [];
  return (product: ProductPayload): PlanActionKind => {
    if (!user) return 'guest';
    if (valid.some((subscription) => subscription.product_id === product.id)) return 'current';
    if (product.free) return valid.length ? 'none' : 'current';
    return 'checkout';
  };
}
