import { redirect } from '@tanstack/react-router';
import { getBootstrap } from '../bootstrap/bootstrap-store';
import { isSubscribed } from '../auth/permissions';
import { parseId } from '../routing/route-params';
import { clearOnboardingSelection, storeOnboardingSelection } from './onboarding-selection';

type CheckoutParams = { productId: string; priceId: string };

/**
 * /checkout/{productId}/{priceId}'s beforeLoad. SPEC section 6: anonymous
 * users go to /register, their pick kept under be.onboarding.selected as
 * /pricing keeps it (registering leads back here); subscribed users go to
 * /billing. A signed-in user who arrives has started checkout, so the pick
 * is cleared: it must not send them here again at every sign-in. Nothing is
 * stored or cleared while a link is only being preloaded.
 */
export function checkoutGuard({ params, preload }: { params: CheckoutParams; preload: boolean }) {
  const data = getBootstrap();
  if (!data.billing.enable) throw redirect({ to: '/404', replace: true });
  const ids = { productId: parseId(params.productId), priceId: parseId(params.priceId) };
  if (!data.user) {
    if (!preload) storeOnboardingSelection(ids.productId, ids.priceId);
    throw redirect({ to: '/register', replace: true });
  }
  if (!preload) clearOnboardingSelection();
  if (isSubscribed(data)) throw redirect({ to: '/billing', replace: true });
  return ids;
}
