import { intBetween, oneOf, textUpTo } from '../../routing/search-values';

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

const BASE = ['page', 'perPage', 'orderBy', 'orderDir', 'query'] as const;

/**
 * A route's `validateSearch` for an admin list. Values that do not fit are
 * dropped; the router reads `?banned=true` as a boolean and `?role=2` as a
 * number, so filters travel as text (at most 200 characters).
 */
export function listSearchSchema(search: Record<string, unknown>): ListSearch {
  const result: ListSearch = {
    page: intBetween(search.page, 1),
    perPage: intBetween(search.perPage, 1, 100),
    orderBy: textUpTo(search.orderBy, 64),
    orderDir: oneOf(search.orderDir, ['asc', 'desc']),
    query: textUpTo(search.query, 200),
  };
  for (const [name, value] of Object.entries(search)) {
    if ((BASE as readonly string[]).includes(name)) continue;
    if (typeof value === 'number' || typeof value === 'boolean') result[name] = String(value);
    else if (typeof value === 'string' && value.length <= 200) result[name] = value;
  }
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as ListSearch;
}

/** The search with empty values dropped, as the API's query parameters. */
export function listParams(search: ListSearch): Record<string, string | number> {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

/** Filters set in a search (everything but paging, sort and the search box). */
export function activeFilters(search: ListSearch): [string, string][] {
  const base = new Set(['page', 'perPage', 'orderBy', 'orderDir', 'query']);
  return Object.entries(search).filter(([name, value]) => !base.has(name) && value !== undefined && value !== '') as [string, string][];
}
