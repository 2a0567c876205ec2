import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';

type PaypalCheckout = { checkout: { id: string; url: string } };

/** Leaves the app for PayPal's approval page (a full page load; tests stub it). */
export const leaveForPaypal = (url: string) => window.location.assign(url);

/**
 * POST billing/paypal/checkout (docs/api/billing.md, "Checkout (PayPal)"):
 * PayPal makes a subscription to the plan and the browser goes to its
 * approval page; PayPal sends the buyer back to /checkout/.../paypal/done.
 */
export function usePaypalCheckout(productId: number, priceId: number) {
  return useMutation({
    mutationFn: () => apiClient.post<PaypalCheckout>('billing/paypal/checkout', { product_id: productId, price_id: priceId }),
    onSuccess: ({ checkout }) => leaveForPaypal(checkout.url),
  });
}
