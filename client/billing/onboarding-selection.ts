import { ONBOARDING_STORAGE_KEY } from '../auth/redirect-targets';

/**
 * SPEC section 9: a guest's pick on /pricing is kept under
 * be.onboarding.selected, in the shape redirectTargetAfterLogin reads, so
 * registering (or signing in) leads on to /checkout/{productId}/{priceId}.
 */
export function storeOnboardingSelection(productId: number, priceId: number): void {
  try {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ productId, priceId }));
  } catch {
    // Storage refused (private mode, quota): the guest still reaches /register and picks again after.
  }
}

/** A guest who picks the free plan has nothing to pay: an earlier paid pick must not send them to checkout. */
export function clearOnboardingSelection(): void {
  try {
    localStorage.removeItem(ONBOARDING_STORAGE_KEY);
  } catch {
    // Nothing stored, or storage refused.
  }
}

export const checkoutPath = (productId: number, priceId: number) => `/checkout/${productId}/${priceId}`;
