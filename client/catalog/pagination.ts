/** A list page of DESIGN section 3. */
export type Paginated<T> = {
  pagination: { data: T[]; current_page: number; last_page: number; per_page: number; total: number };
};

/** For useInfiniteQuery: the page after `last`, or undefined on the last page. */
export const nextPageParam = (last: Paginated<unknown>): number | undefined =>
  last.pagination.current_page < last.pagination.last_page ? last.pagination.current_page + 1 : undefined;

/** Every loaded page's items, in order. */
export const pageItems = <T>(data: { pages: Paginated<T>[] } | undefined): T[] => data?.pages.flatMap((page) => page.pagination.data) ?? [];
