import { Link, useNavigate } from '@tanstack/react-router';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import type { PricePayload, ProductPayload } from '../../worker/billing/billing-types';
import { checkoutPath, clearOnboardingSelection, storeOnboardingSelection } from './onboarding-selection';

/** What a card's button does for this visitor (pricing-page.tsx decides). */
export type PlanActionKind = 'guest' | 'checkout' | 'change' | 'current' | 'none';

const BUTTON = buttonStyles({ size: 'lg', className: 'w-full' });

/**
 * SPEC sections 2 and 9: a guest's pick is stored under
 * be.onboarding.selected and they register (then go on to checkout); a
 * signed-in user goes to /checkout/{productId}/{priceId}.
 */
export function PlanAction({ kind, product, price }: { kind: PlanActionKind; product: ProductPayload; price: PricePayload | undefined }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const label = trans(product.free ? 'Get started' : 'Choose :plan', { plan: product.name });
  if (kind === 'current') {
    return (
      <button type="button" disabled className={buttonStyles({ variant: 'outline', size: 'lg', className: 'w-full' })}>
        {trans('Your current plan')}
      </button>
    );
  }
  if (kind === 'none') return null;
  if (kind === 'guest') {
    return (
      <button
        type="button"
        className={BUTTON}
        onClick={() => {
          if (price && !product.free) storeOnboardingSelection(product.id, price.id);
          else clearOnboardingSelection();
          void navigate({ to: '/register' });
        }}
      >
        {label}
      </button>
    );
  }
  if (!price) return null;
  if (kind === 'change') {
    return (
      <Link to="/billing/change-plan/$productId/$priceId/confirm" params={{ productId: product.id, priceId: price.id }} className={BUTTON}>
        {trans('Switch to :plan', { plan: product.name })}
      </Link>
    );
  }
  // The checkout route arrives with its own change (issue 14): a plain string keeps the link valid before it exists.
  const to: string = checkoutPath(product.id, price.id);
  return (
    <Link to={to} className={BUTTON}>
      {label}
    </Link>
  );
}
