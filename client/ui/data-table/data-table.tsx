import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { columnVisibilityFeature, rowSelectionFeature, tableFeatures, useTable, type ColumnDef, type RowSelectionState } from '@tanstack/react-table';
import clsx from 'clsx';
import { Download, Plus } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { apiClient, resolveUrl } from '../../http/api-client';
import { showErrorToast } from '../../http/server-errors';
import { buttonStyles, focusRing } from '../button-styles';
import { toast } from '../toast/toast-store';
import { openDialog } from '../dialog/dialog-store';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { BulkBar } from './bulk-bar';
import { ColumnMenu } from './column-menu';
import { SortHeader } from './sort-header';
import { TableFilters } from './table-filters';
import { TablePagination } from './table-pagination';
import { EmptyRow, ErrorRow, LoadingRow } from './table-states';
import { TableSearch } from './table-search';
import { useColumnVisibility } from './use-column-visibility';
import { ADMIN_LIST_KEY, useListQuery } from './use-list-query';
import { activeFilters, listParams, type ListSearch } from './list-search';
import type { ListRow, TableResource } from './data-table-types';

const features = tableFeatures({ columnVisibilityFeature, rowSelectionFeature });

type DataTableProps<Row extends ListRow> = {
  resource: TableResource<Row>;
  /** The list's state, from the route's validated search. */
  search: ListSearch;
  /** Replaces parts of the URL's search (the route navigates). */
  onSearch: (patch: Partial<ListSearch>) => void;
};

/**
 * The admin data-table kit (issue 13): server-side paging, sorting, search
 * and filters kept in the URL, row selection with bulk actions, streamed CSV
 * export, remembered column visibility, and loading, empty and error states.
 * A resource is a declaration (TableResource); this component is the page.
 */
export function DataTable<Row extends ListRow>({ resource, search, onSearch }: DataTableProps<Row>) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const query = useMemo(() => ({ ...search, ...resource.params }), [search, resource.params]);
  const list = useListQuery<Row>(resource.endpoint, query);
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  const { visibility, setVisibility } = useColumnVisibility(resource.name, resource.columns);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [busy, setBusy] = useState(false);
  const selectable = Boolean(resource.deletable || resource.bulkActions?.length);

  const columns = useMemo<ColumnDef<typeof features, Row>[]>(
    () => resource.columns.map((column) => ({ id: column.id, header: column.header, accessorFn: (row: Row) => row })),
    [resource.columns],
  );
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row: Row) => String(row.id),
    state: { columnVisibility: visibility, rowSelection: selection },
    onColumnVisibilityChange: (updater) => setVisibility(typeof updater === 'function' ? updater(visibility) : updater),
    onRowSelectionChange: (updater) => setSelection((current) => (typeof updater === 'function' ? updater(current) : updater)),
    enableRowSelection: selectable,
  });

  const visibleColumns = resource.columns.filter((c) => visibility[c.id] !== false);
  const selected = rows.filter((row) => selection[String(row.id)]);
  const filtered = Boolean(search.query) || activeFilters(search).length > 0;
  const columnCount = visibleColumns.length + (selectable ? 1 : 0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, resource.endpoint] });

  const runBulk = async (run: () => Promise<boolean | void>) => {
    setBusy(true);
    try {
      if ((await run()) !== false) setSelection({});
      await refresh();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  const bulkActions = [
    ...(resource.bulkActions ?? []).map((action) => ({ label: trans(action.label), danger: action.danger, run: () => void runBulk(() => action.run(selected)) })),
    ...(resource.deletable
      ? [
          {
            label: trans('Delete'),
            danger: true,
            run: () =>
              void runBulk(async () => {
                const { noun, nounPlural } = resource.deletable!;
                const what = selected.length === 1 ? trans(noun) : `${selected.length} ${trans(nounPlural)}`;
                const confirmed = await openDialog<boolean>(ConfirmDialog, {
                  title: trans('Delete :what?', { what }),
                  body: trans('This deletes :what for good. It cannot be undone.', { what }),
                  confirmLabel: trans('Delete'),
                  danger: true,
                });
                if (!confirmed) return false;
                await apiClient.delete(`${resource.endpoint}/${selected.map((row) => row.id).join(',')}`);
                toast(trans('Deleted :what', { what }));
              }),
          },
        ]
      : []),
  ];

  const exportHref = `${resolveUrl(`${resource.endpoint}/csv/export`)}?${new URLSearchParams(Object.entries(listParams(query)).map(([k, v]) => [k, String(v)]))}`;

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        {resource.searchable !== false && (
          <TableSearch label={trans(resource.searchLabel ?? 'Search')} value={search.query ?? ''} onChange={(query) => onSearch({ query: query || undefined, page: undefined })} />
        )}
        {resource.filters && (
          <TableFilters fields={resource.filters} search={search} onChange={(name, value) => onSearch({ [name]: value, page: undefined })} />
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          <ColumnMenu columns={resource.columns} visibility={visibility} onChange={setVisibility} />
          {resource.exportable && (
            <a href={exportHref} download className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              <Download className="size-4" aria-hidden="true" />
              {trans('Export CSV')}
            </a>
          )}
          {resource.create &&
            (resource.create.href ? (
              <Link to={resource.create.href} className={buttonStyles({ size: 'sm' })}>
                <Plus className="size-4" aria-hidden="true" />
                {trans(resource.create.label)}
              </Link>
            ) : (
              <button type="button" onClick={resource.create.onClick} className={buttonStyles({ size: 'sm' })}>
                <Plus className="size-4" aria-hidden="true" />
                {trans(resource.create.label)}
              </button>
            ))}
        </div>
      </div>

      {selected.length > 0 && <BulkBar count={selected.length} actions={bulkActions} busy={busy} onClear={() => setSelection({})} />}

      <div className="relative overflow-x-auto rounded-lg border border-divider">
        <table className="w-full min-w-[640px] border-collapse text-left text-sm" aria-busy={list.isFetching}>
          <thead className="bg-fg/5 text-xs uppercase tracking-wide text-muted">
            <tr>
              {selectable && (
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={trans('Select all rows on this page')}
                    checked={rows.length > 0 && selected.length === rows.length}
                    ref={(el) => {
                      if (el) el.indeterminate = selected.length > 0 && selected.length < rows.length;
                    }}
                    onChange={(e) => table.toggleAllRowsSelected(e.target.checked)}
                    className={clsx('size-4 cursor-pointer accent-[var(--color-primary)]', focusRing)}
                  />
                </th>
              )}
              {visibleColumns.map((column) => (
                <th key={column.id} scope="col" className={clsx('px-3 py-2 font-semibold', column.className)} aria-sort={sortState(search, column.id)}>
                  {column.sortable ? <SortHeader label={trans(column.header)} column={column.id} search={search} onSearch={onSearch} /> : trans(column.header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.isPending ? (
              <LoadingRow columns={columnCount} />
            ) : list.isError ? (
              <ErrorRow columns={columnCount} onRetry={() => void list.refetch()} />
            ) : rows.length === 0 ? (
              <EmptyRow columns={columnCount} filtered={filtered} message={resource.emptyMessage} onClear={() => onSearch(clearedSearch(search))} />
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className={clsx('border-t border-divider transition-colors hover:bg-fg/5', row.getIsSelected() && 'bg-primary/5')}>
                  {selectable && (
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        aria-label={trans('Select row :id', { id: row.original.id })}
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                        className={clsx('size-4 cursor-pointer accent-[var(--color-primary)]', focusRing)}
                      />
                    </td>
                  )}
                  {visibleColumns.map((column, index) => (
                    <td key={column.id} className={clsx('px-3 py-2 align-middle', column.className)}>
                      {index === 0 && resource.rowHref ? (
                        <Link to={resource.rowHref(row.original)} className={clsx('font-semibold text-fg hover:underline', focusRing)}>
                          {column.cell(row.original)}
                        </Link>
                      ) : (
                        column.cell(row.original)
                      )}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {list.data && list.data.total > 0 && (
        <TablePagination page={list.data} onPage={(page) => onSearch({ page })} onPerPage={(perPage) => onSearch({ perPage, page: undefined })} />
      )}
    </section>
  );
}

function sortState(search: ListSearch, column: string): 'ascending' | 'descending' | undefined {
  if (search.orderBy !== column) return undefined;
  return search.orderDir === 'desc' ? 'descending' : 'ascending';
}

/** The search with the search box and every filter emptied (paging and sort kept). */
function clearedSearch(search: ListSearch): Partial<ListSearch> {
  return Object.fromEntries([['query', undefined], ['page', undefined], ...activeFilters(search).map(([name]) => [name, undefined])]);
}
