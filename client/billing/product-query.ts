import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { ProductPayload } from '../../worker/billing/billing-types';

/** Which ways to pay checkout may offer now: switched on and holding keys. */
export type UsableGateways = { stripe: boolean; paypal: boolean };

/** GET billing/products/{id}: one plan with its prices and the usable gateways; 404 for a hidden or unknown plan (docs/api/billing.md). */
export const productQuery = (productId: number) =>
  queryOptions({
    queryKey: ['billing', 'products', productId],
    queryFn: () => apiClient.get<{ product: ProductPayload; gateways: UsableGateways }>(`billing/products/${productId}`),
  });

export const useProduct = (productId: number) => useQuery({ ...productQuery(productId), select: (answer) => answer.product });

export const useUsableGateways = (productId: number) => useQuery({ ...productQuery(productId), select: (answer) => answer.gateways });
