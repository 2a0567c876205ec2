import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';
import type { ProductPayload } from '../../worker/billing/billing-types';

/** GET billing/products: the plans that are not hidden, with their prices (docs/api/billing.md). Guests may read it. */
export const productsQuery = queryOptions({
  queryKey: ['billing', 'products'],
  queryFn: () => apiClient.get<{ pagination: { data: ProductPayload[] } }>('billing/products').then((r) => r.pagination.data),
});

export const useProducts = () => useQuery(productsQuery);
