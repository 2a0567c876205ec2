import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** SPEC section 9: stale time 30 s; no retry on 401, 403 or 404, otherwise up to 2. */
export const QUERY_STALE_TIME_MS = 30_000;
export const QUERY_RETRIES = 2;
const NO_RETRY_STATUSES = [401, 403, 404];

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && NO_RETRY_STATUSES.includes(error.status)) return false;
  return failureCount < QUERY_RETRIES;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetry } },
  });
}
