import { useNavigate } from '@tanstack/react-router';
import type { ListSearch } from '../ui/data-table/list-search';

/**
 * What a list route gives its DataTable: the URL's search, and a way to
 * change parts of it (replacing the history entry for typing, pushing for
 * pages and sorts is not worth the noise: every change replaces).
 */
export function useListRoute(search: ListSearch) {
  const navigate = useNavigate();
  const onSearch = (patch: Partial<ListSearch>) =>
    void navigate({ to: '.', search: (previous: ListSearch) => ({ ...previous, ...patch }), replace: true });
  return { search, onSearch };
}
