import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';

type CheckoutSession = { checkout: { id: string; url: string } };

/** Leaves the app for Stripe's hosted Checkout page (a full page load; tests stub it). */
export const leaveForStripe = (url: string) => window.location.assign(url);

/**
 * POST billing/stripe/checkout (docs/api/billing.md, "Checkout"): Stripe makes
 * a hosted Checkout session and the browser goes there, so the card is typed
 * on Stripe's page, never ours.
 */
export function useStripeCheckout(productId: number, priceId: number) {
  return useMutation({
    mutationFn: () => apiClient.post<CheckoutSession>('billing/stripe/checkout', { product_id: productId, price_id: priceId }),
    onSuccess: ({ checkout }) => leaveForStripe(checkout.url),
  });
}
