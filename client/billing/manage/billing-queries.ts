import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import { setBootstrap } from '../../bootstrap/bootstrap-store';
import { fetchBootstrap } from '../../social-auth/fetch-bootstrap';
import { subscriptionQuery } from './subscription-query';
import type { BillingSubscription, InvoicePayload, PlanChangePreview } from '../../../worker/billing/billing-types';

/** docs/api/billing.md, "Your subscription": the routes behind /billing and its children. */


export const invoicesQuery = (page: number) =>
  queryOptions({
    queryKey: ['billing', 'invoices', page],
    queryFn: () => apiClient.get<{ pagination: { data: InvoicePayload[]; current_page: number; last_page: number; total: number } }>(`billing/invoices?page=${page}&per_page=10`).then((r) => r.pagination),
  });

export type PrintableInvoice = InvoicePayload & { product_name: string; customer: { name: string; email: string } };

export const invoiceQuery = (id: number) =>
  queryOptions({ queryKey: ['billing', 'invoice', id], queryFn: () => apiClient.get<{ invoice: PrintableInvoice }>(`billing/invoices/${id}`).then((r) => r.invoice) });

export const planChangePreviewQuery = (subscriptionId: number, productId: number, priceId: number) =>
  queryOptions({
    queryKey: ['billing', 'change-plan', subscriptionId, productId, priceId],
    queryFn: () => apiClient.post<{ preview: PlanChangePreview }>(`billing/subscriptions/${subscriptionId}/change-plan/preview`, { product_id: productId, price_id: priceId }).then((r) => r.preview),
    // A 422 (another currency, the same price) will not change on a retry.
    retry: false,
  });

export const useSubscription = () => useQuery(subscriptionQuery);

/**
 * After a change the plan's permissions and bootstrap's `user.subscriptions`
 * differ: both are read again, so the guard, menus and locked features
 * follow at once.
 */
async function afterChange(queryClient: QueryClient, subscription: BillingSubscription) {
  queryClient.setQueryData(subscriptionQuery.queryKey, subscription.valid ? subscription : null);
  await Promise.all([fetchBootstrap().then(setBootstrap).catch(() => undefined), queryClient.invalidateQueries({ queryKey: ['billing'] })]);
}

type Action = 'cancel' | 'renew' | 'refresh';

/** POST billing/subscriptions/{id}/{cancel|renew|refresh}. */
export function useSubscriptionAction(action: Action) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post<{ subscription: BillingSubscription }>(`billing/subscriptions/${id}/${action}`).then((r) => r.subscription),
    onSuccess: (subscription) => afterChange(queryClient, subscription),
  });
}

/** POST billing/subscriptions/{id}/change-plan: done at once, or the gateway's approval page to go to (`redirect`). */
export function useChangePlan(subscriptionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { product_id: number; price_id: number }) =>
      apiClient.post<{ subscription: BillingSubscription; redirect: string | null }>(`billing/subscriptions/${subscriptionId}/change-plan`, body),
    onSuccess: async ({ subscription, redirect }) => {
      if (redirect) window.location.assign(redirect);
      else await afterChange(queryClient, subscription);
    },
  });
}

/** POST billing/subscriptions/{id}/payment-method: the gateway's own page for a new card. */
export function usePaymentMethodPage() {
  return useMutation({
    mutationFn: (id: number) => apiClient.post<{ url: string }>(`billing/subscriptions/${id}/payment-method`).then((r) => r.url),
    onSuccess: (url) => window.location.assign(url),
  });
}
