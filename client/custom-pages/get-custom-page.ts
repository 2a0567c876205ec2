import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiClient } from '../http/api-client';

export type CustomPage = { id: number; slug: string; title: string; body: string; updated_at: string };

export const fetchCustomPage = (idOrSlug: string | number) =>
  apiClient.get<{ page: CustomPage }>(`custom-pages/${encodeURIComponent(idOrSlug)}`).then((r) => r.page);

export const customPageQuery = (idOrSlug: string | number) =>
  queryOptions({ queryKey: ['custom-pages', String(idOrSlug)], queryFn: () => fetchCustomPage(idOrSlug) });

export const useCustomPage = (idOrSlug: string | number) => useSuspenseQuery(customPageQuery(idOrSlug)).data;
