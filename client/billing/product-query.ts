import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { ProductPayload } from '../../worker/billing/billing-types';

/** GET billing/products/{id}: one plan with its prices; 404 for a hidden or unknown plan (docs/api/billing.md). */
export const productQuery = (productId: number) =>
  queryOptions({
    queryKey: ['billing', 'products', productId],
    queryFn: () => apiClient.get<{ product: ProductPayload }>(`billing/products/${productId}`).then((r) => r.product),
  });

export const useProduct = (productId: number) => useQuery(productQuery(productId));
