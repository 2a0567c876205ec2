import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useTrans, type trans as Translate } from '../i18n/trans';
import type { PricePayload, ProductPayload } from '../../worker/billing/billing-types';
import { useFormatMoney } from './format-price';
import { shownAmount } from './pricing-rules';
import { PlanAction, type PlanActionKind } from './plan-action';

// Literal trans() calls, so the English keys collect them (docs/api/admin.md, "Localizations").
export const perUnit = (trans: typeof Translate) => ({ day: trans('/ day'), week: trans('/ week'), month: trans('/ month'), year: trans('/ year') });
export const units = (trans: typeof Translate) => ({ day: trans('days'), week: trans('weeks'), month: trans('months'), year: trans('years') });

type PlanCardProps = { product: ProductPayload; price: PricePayload | undefined; action: PlanActionKind };

/** One plan on /pricing: name, recommended badge, the price for the chosen cycle, its features and the way on. */
export function PlanCard({ product, price, action }: PlanCardProps) {
  const trans = useTrans();
  const money = useFormatMoney();
  const headingId = `plan-${product.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={clsx('relative flex flex-col gap-6 rounded-2xl border bg-paper p-6 shadow-sm', product.recommended ? 'border-primary ring-1 ring-primary' : 'border-divider')}
    >
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-xl font-bold">
            {product.name}
          </h2>
          {product.recommended && <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-on-primary">{trans('Recommended')}</span>}
        </div>
        {product.description && <p className="text-sm text-muted">{product.description}</p>}
      </header>
      <div>
        {product.free || !price ? (
          <p className="text-4xl font-bold">{trans('Free')}</p>
        ) : (
          <>
            <p className="flex flex-wrap items-baseline gap-1">
              <span className="text-4xl font-bold">{money(shownAmount(price), price.currency)}</span>
              <span className="text-muted">{perUnit(trans)[price.interval]}</span>
            </p>
            {price.interval_count > 1 && (
              <p className="mt-1 text-sm text-muted">
                {trans('Billed as :amount every :count :unit', { amount: money(price.amount, price.currency), count: price.interval_count, unit: units(trans)[price.interval] })}
              </p>
            )}
          </>
        )}
      </div>
      <PlanAction kind={action} product={product} price={price} />
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
    </article>
  );
}
