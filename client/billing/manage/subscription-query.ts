import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import type { BillingSubscription } from '../../../worker/billing/billing-types';

/** GET billing/subscription (docs/api/billing.md): apart from billing-queries.ts, as /billing's loader loads with the entry chunk. */
export const subscriptionQuery = queryOptions({
  queryKey: ['billing', 'subscription'],
  queryFn: () => apiClient.get<{ subscription: BillingSubscription | null }>('billing/subscription').then((r) => r.subscription),
});
