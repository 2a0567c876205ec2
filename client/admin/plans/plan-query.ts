import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import type { AdminProductPayload } from '../../../worker/billing/billing-types';

/** GET products/{id} (plans.update): the plan with what it grants. */
export const planQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'plans', id], queryFn: () => apiClient.get<{ product: AdminProductPayload }>(`products/${id}`).then((r) => r.product) });

export const usePlan = (id: number) => useQuery({ ...planQuery(id), enabled: id > 0 });
