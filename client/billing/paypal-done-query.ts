import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import { getBootstrap, patchBootstrap, setBootstrap } from '../bootstrap/bootstrap-store';
import { fetchBootstrap } from '../social-auth/fetch-bootstrap';
import type { SubscriptionPayload } from '../../worker/billing/billing-types';

export type PaypalStatus = 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
export type PaypalOutcome = { status: PaypalStatus; subscription: SubscriptionPayload | null };

/**
 * POST billing/paypal/subscriptions/{id}/complete (docs/api/billing.md,
 * "Checkout (PayPal)"): where the subscription stands at PayPal. An active
 * one has been stored, so bootstrap data is read again and the plan's
 * permissions apply at once; should that read fail, the answered
 * subscription is added by hand.
 */
async function completeSubscription(id: string): Promise<PaypalOutcome> {
  const outcome = await apiClient.post<PaypalOutcome>(`billing/paypal/subscriptions/${id}/complete`);
  if (outcome.status === 'ACTIVE') {
    try {
      setBootstrap(await fetchBootstrap());
    } catch {
      const user = getBootstrap().user;
      if (user && outcome.subscription) patchBootstrap({ user: { ...user, subscriptions: [outcome.subscription, ...user.subscriptions.filter((s) => s.id !== outcome.subscription!.id)] } });
    }
  }
  return outcome;
}

/** APPROVED: the buyer agreed and PayPal activates the subscription, usually within seconds; asked again meanwhile, up to a minute. */
export const ACTIVATION_POLL_MS = 3000;
const ACTIVATION_POLLS = 20;

// A POST that stores the subscription, and 4xx answers (404, 422) will not change: asked once, except while PayPal activates.
export const paypalOutcomeQuery = (id: string) =>
  queryOptions({
    queryKey: ['billing', 'paypal-subscription', id],
    queryFn: () => completeSubscription(id),
    staleTime: Infinity,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'APPROVED' && query.state.dataUpdateCount < ACTIVATION_POLLS ? ACTIVATION_POLL_MS : false),
  });

export const usePaypalOutcome = (id: string) => useQuery(paypalOutcomeQuery(id));
