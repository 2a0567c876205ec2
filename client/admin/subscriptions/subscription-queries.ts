import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import type { Pagination } from '../../ui/data-table/data-table-types';
import type { PricePayload } from '../../../worker/billing/billing-types';

export type PlanOption = { id: number; name: string; free: boolean; hidden: boolean; prices: PricePayload[] };
export type UserOption = { id: number; name: string; email: string; image: string | null };

/** Every plan, hidden ones too (GET products, the plans list: a site has a handful), for the new subscription's plan and price. */
export const planOptionsQuery = queryOptions({
  queryKey: ['admin', 'subscriptions', 'plan-options'],
  queryFn: () => apiClient.get<{ pagination: Pagination<PlanOption> }>('products', { perPage: 100 }).then((r) => r.pagination.data),
  staleTime: 60_000,
});

export const usePlanOptions = () => useQuery(planOptionsQuery);

/** Users by name or email (GET users?query=), once two characters are typed. */
export const useUserSearch = (query: string) =>
  useQuery({
    queryKey: ['admin', 'user-search', query],
    queryFn: () => apiClient.get<{ pagination: Pagination<UserOption> }>('users', { query, perPage: 8 }).then((r) => r.pagination.data),
    enabled: query.length > 1,
  });
