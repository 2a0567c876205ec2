import { Check } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import type { PricePayload, ProductPayload } from '../../worker/billing/billing-types';
import { useFormatMoney } from './format-price';
import { perUnit, units } from './plan-card';
import { shownAmount } from './pricing-rules';

/** Checkout's plan summary: the name, the price as /pricing shows it (SPEC section 9), its interval and the features. */
export function PlanSummary({ product, price }: { product: ProductPayload; price: PricePayload }) {
  const trans = useTrans();
  const money = useFormatMoney();
  return (
    <section aria-labelledby="checkout-plan-name" className="flex flex-col gap-5 rounded-2xl border border-divider bg-paper p-6 shadow-sm">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold uppercase tracking-wider text-muted">{trans('Your plan')}</p>
        <h2 id="checkout-plan-name" className="text-2xl font-bold">
          {product.name}
        </h2>
        {product.description && <p className="text-sm text-muted">{product.description}</p>}
      </header>
      <div>
        <p className="flex flex-wrap items-baseline gap-1">
          <span className="text-4xl font-bold">{money(shownAmount(price), price.currency)}</span>
          <span className="text-muted">{perUnit(trans)[price.interval]}</span>
        </p>
        {price.interval_count > 1 && (
          <p className="mt-1 text-sm text-muted">
            {trans('Billed as :amount every :count :unit', { amount: money(price.amount, price.currency), count: price.interval_count, unit: units(trans)[price.interval] })}
          </p>
        )}
      </div>
      {product.feature_list.length > 0 && (
        <ul className="flex flex-col gap-2 border-t border-divider pt-5 text-sm" aria-label={trans('Features')}>
          {product.feature_list.map((feature, index) => (
            <li key={index} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-positive" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
