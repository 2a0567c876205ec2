import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import type { ErrorTracePayload, TracedRequest } from '../../errors/trace/trace-types';
import type { OutgoingEmail } from './log-types';

/** GET logs/error/{id}: the error as recorded, with its trace rebuilt from the stored stack. */
export type ErrorLogEntry = ErrorTracePayload & TracedRequest & { id: number; ip_address: string | null; user_agent: string | null };

/** The exception classes recorded, for the error log's filter. */
export const useLoggedExceptions = () =>
  useQuery({
    queryKey: ['admin', 'logs', 'exceptions'],
    queryFn: () => apiClient.get<{ exceptions: string[] }>('logs/error/exceptions').then((r) => r.exceptions),
  });

export const errorEntryQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'logs', 'error', id],
    queryFn: () => apiClient.get<{ entry: ErrorLogEntry }>(`logs/error/${id}`).then((r) => r.entry),
    // A recorded error never changes.
    staleTime: Infinity,
  });

export const useOutgoingEmail = (id: number) =>
  useQuery({
    queryKey: ['admin', 'logs', 'outgoing-email', id],
    queryFn: () => apiClient.get<{ email: OutgoingEmail }>(`logs/outgoing-email/${id}`).then((r) => r.email),
    staleTime: Infinity,
  });
