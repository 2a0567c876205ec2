import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import type { TableResource } from '../../ui/data-table/data-table-types';
import { focusRing } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';
import { formatDate } from '../format-date';
import type { ErrorLogRow } from './log-types';

type ErrorLogTableOptions = {
  /** The classes recorded, for the exception filter. */
  exceptions: string[];
  /** Opens a row's trace. */
  onOpen: (row: ErrorLogRow) => void;
  /** The row whose trace is loading. */
  opening: number | null;
};

/** The request's path and query, without the origin every row shares. */
const pathOf = (url: string) => {
  try {
    const { pathname, search } = new URL(url);
    return pathname + search;
  } catch {
    return url;
  }
};

/** /admin/logs/error as a declaration on the data-table kit: server errors, newest first; a row opens its trace. */
export function errorLogTable({ exceptions, onOpen, opening }: ErrorLogTableOptions): TableResource<ErrorLogRow> {
  return {
    endpoint: 'logs/error',
    name: 'logs-error',
    searchLabel: 'Search messages',
    emptyMessage: 'No server error was recorded',
    columns: [
      {
        id: 'error',
        header: 'Error',
        alwaysVisible: true,
        cell: (row) => (
          <button type="button" onClick={() => onOpen(row)} aria-busy={opening === row.id} className={clsx('flex max-w-xl flex-col items-start gap-1 rounded-md text-left hover:underline', focusRing)}>
            <span className="flex items-center gap-2">
              <span className="rounded-full bg-danger/15 px-2 py-0.5 font-mono text-xs font-semibold text-danger">{row.exception}</span>
              {opening === row.id && <Spinner size="sm" />}
            </span>
            <span className="line-clamp-2 break-words font-semibold text-fg">{row.message}</span>
          </button>
        ),
      },
      {
        id: 'request',
        header: 'Request',
        cell: (row) => (
          <span className="block max-w-xs truncate font-mono text-xs text-muted" title={row.url}>
            {row.method} {pathOf(row.url)}
          </span>
        ),
      },
      { id: 'status', header: 'Status', hiddenByDefault: true, className: 'tabular-nums', cell: (row) => row.status },
      {
        id: 'user',
        header: 'User',
        cell: (row) =>
          row.user ? (
            <Link to="/admin/users/$userId/details" params={{ userId: row.user.id }} className={clsx('text-fg hover:underline', focusRing)}>
              {row.user.name}
            </Link>
          ) : (
            <span className="text-muted">—</span>
          ),
      },
      { id: 'created_at', header: 'When', sortable: true, className: 'whitespace-nowrap', cell: (row) => formatDate(row.created_at, true) },
    ],
    filters: [{ name: 'exception', label: 'Exception', kind: 'select', options: exceptions.map((name) => ({ value: name, label: name })) }],
  };
}
