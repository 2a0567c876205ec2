import type { paginate } from '../../worker/http/pagination';

/** DESIGN section 3: one page of a list, typed from the worker's own builder. */
export type Paginated<T> = ReturnType<typeof paginate<T>>;

/** For `useInfiniteQuery`: the page after `last`, or undefined once the last page is in. */
export function nextPageParam(last: Paginated<unknown>): number | undefined {
  const { current_page, last_page } = last.pagination;
  return current_page < last_page ? current_page + 1 : undefined;
}

/** Every loaded page's items, in order. */
export const pageItems = <T>(data: { pages: Paginated<T>[] } | undefined): T[] => data?.pages.flatMap((page) => page.pagination.data) ?? [];
