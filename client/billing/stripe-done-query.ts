import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { getBootstrap, patchBootstrap, setBootstrap } from '../bootstrap/bootstrap-store';
import { fetchBootstrap } from '../social-auth/fetch-bootstrap';
import type { SubscriptionPayload } from '../../worker/billing/billing-types';

export type CheckoutOutcome = { status: 'open' | 'complete' | 'expired'; subscription: SubscriptionPayload | null };

/**
 * POST billing/stripe/checkout/{sessionId}/complete (docs/api/billing.md):
 * how the checkout ended. A completed one has stored its subscription, so
 * bootstrap data is read again and the plan's permissions apply at once;
 * should that read fail, the answered subscription is added by hand.
 */
async function completeCheckout(sessionId: string): Promise<CheckoutOutcome> {
  const outcome = await apiClient.post<CheckoutOutcome>(`billing/stripe/checkout/${sessionId}/complete`);
  if (outcome.status === 'complete') {
    try {
      setBootstrap(await fetchBootstrap());
    } catch {
      const user = getBootstrap().user;
      if (user && outcome.subscription) patchBootstrap({ user: { ...user, subscriptions: [outcome.subscription, ...user.subscriptions] } });
    }
  }
  return outcome;
}

// Asked once per session: a POST that stores the subscription, and 4xx answers (404, 422) will not change.
export const stripeCheckoutOutcomeQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['billing', 'stripe-checkout', sessionId],
    queryFn: () => completeCheckout(sessionId),
    staleTime: Infinity,
    retry: false,
  });

export const useStripeCheckoutOutcome = (sessionId: string) => useQuery(stripeCheckoutOutcomeQuery(sessionId));
