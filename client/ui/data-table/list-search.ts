import { z } from 'zod';

/**
 * An admin list's state as it lives in the URL (issue 13): page, page size,
 * sort, search, and one string per filter. The server validates each value
 * again against the resource's own whitelist (docs/api/admin.md, "Lists").
 */
export type ListSearch = {
  page?: number;
  perPage?: number;
  orderBy?: string;
  orderDir?: 'asc' | 'desc';
  query?: string;
  /** The resource's filters, by name. */
  [filter: string]: string | number | undefined;
};

export const listSearchSchema: z.ZodType<ListSearch> = z
  .object({
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    perPage: z.coerce.number().int().min(1).max(100).optional().catch(undefined),
    orderBy: z.string().max(64).optional().catch(undefined),
    orderDir: z.enum(['asc', 'desc']).optional().catch(undefined),
    query: z.string().max(200).optional().catch(undefined),
  })
  // The router reads `?banned=true` as a boolean and `?role=2` as a number: filters travel as text.
  .catchall(z.union([z.string().max(200), z.number(), z.boolean()]).transform(String));

/** The search with empty values dropped, as the API's query parameters. */
export function listParams(search: ListSearch): Record<string, string | number> {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

/** Filters set in a search (everything but paging, sort and the search box). */
export function activeFilters(search: ListSearch): [string, string][] {
  const base = new Set(['page', 'perPage', 'orderBy', 'orderDir', 'query']);
  return Object.entries(search).filter(([name, value]) => !base.has(name) && value !== undefined && value !== '') as [string, string][];
}
