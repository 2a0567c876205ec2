import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http/api-client';
import { customPageQuery } from './get-custom-page';

/** Shared loader of both custom page routes: a missing page shows the 404 page. */
export async function loadCustomPage(queryClient: QueryClient, idOrSlug: string) {
  try {
    await queryClient.ensureQueryData(customPageQuery(idOrSlug));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
