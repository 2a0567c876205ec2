import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../http/api-client';
import type { DataColumn, ListRow } from './data-table-types';

type Visibility = Record<string, boolean>;

const preferenceName = (table: string) => `admin.table.${table}.columns`;
const preferenceKey = (table: string) => ['preference', preferenceName(table)];

/**
 * Which columns a table shows, remembered per user on the server
 * (docs/api/admin.md, "Preferences"); columns marked hiddenByDefault start
 * hidden. The choice applies at once and is saved in the background.
 */
export function useColumnVisibility<Row extends ListRow>(table: string, columns: DataColumn<Row>[]) {
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: preferenceKey(table),
    queryFn: () => apiClient.get<{ value: Visibility | null }>(`users/me/preferences/${preferenceName(table)}`).then((r) => r.value),
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: (value: Visibility) => apiClient.put(`users/me/preferences/${preferenceName(table)}`, { value }),
    onMutate: (value) => queryClient.setQueryData(preferenceKey(table), value),
  });
  const defaults = Object.fromEntries(columns.filter((c) => c.hiddenByDefault).map((c) => [c.id, false]));
  const visibility: Visibility = { ...defaults, ...(saved.data ?? {}) };
  for (const column of columns) if (column.alwaysVisible) visibility[column.id] = true;
  return { visibility, setVisibility: (next: Visibility) => save.mutate(next) };
}
