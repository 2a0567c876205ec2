import { useMemo } from 'react';
import { DataTable } from '../../ui/data-table/data-table';
import type { LogPageProps } from './log-types';
import { errorLogTable } from './error-log-table';
import { useLoggedExceptions } from './log-queries';
import { useOpenErrorEntry } from './use-open-error-entry';

/** /admin/logs/error (logs.view): a row opens the error's trace. */
export function ErrorLogPage({ search, onSearch }: LogPageProps) {
  const exceptions = useLoggedExceptions();
  const { open, opening } = useOpenErrorEntry();
  const resource = useMemo(
    () => errorLogTable({ exceptions: exceptions.data ?? [], onOpen: (row) => void open(row.id), opening }),
    [exceptions.data, open, opening],
  );
  return <DataTable resource={resource} search={search} onSearch={onSearch} />;
}
