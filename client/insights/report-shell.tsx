import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReportFrame } from '../../worker/insights/insights-types';
import { ApiError } from '../http/api-client';
import { useTrans } from '../i18n/trans';
import { PageLoading, QueryError } from '../music/query-states';
import { RangePicker } from './range-picker';
import type { ReportSearch } from './report-search';

type ReportShellProps<Report extends { frame: ReportFrame }> = {
  title: string;
  /** Above the title: the subject's image, a back link... */
  header?: ReactNode;
  search: ReportSearch;
  onSearch: (next: ReportSearch) => void;
  query: UseQueryResult<Report>;
  /** Untranslated: "No plays in this period yet". */
  emptyMessage: string;
  isEmpty: (report: Report) => boolean;
  children: (report: Report) => ReactNode;
};

/**
 * Every insights and report page: its title, the range picker, and the
 * report's loading, forbidden, error, empty or loaded state.
 */
export function ReportShell<Report extends { frame: ReportFrame }>({ title, header, search, onSearch, query, emptyMessage, isEmpty, children }: ReportShellProps<Report>) {
  const trans = useTrans();
  const report = query.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        {header}
        <h1 className="text-2xl font-bold">{title}</h1>
      </div>
      {!forbidden(query.error) && <RangePicker search={search} granularity={report?.frame.granularity ?? search.granularity ?? 'day'} onChange={onSearch} />}
      {query.isError && !report ? (
        <ReportError error={query.error} onRetry={() => void query.refetch()} />
      ) : !report ? (
        <PageLoading />
      ) : (
        <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {isEmpty(report) ? <p className="rounded-lg border border-divider bg-bg-alt p-8 text-center text-muted">{trans(emptyMessage)}</p> : children(report)}
        </div>
      )}
    </div>
  );
}

/** A failed report: someone else's subject (403) says so plainly; anything else offers a retry. */
function ReportError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const trans = useTrans();
  if (forbidden(error)) {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 py-16 text-center">
        <p className="text-lg font-semibold">{trans("You don't have access to these insights")}</p>
        <p className="text-sm text-muted">{trans('Only the artist, its managers and admins can see them.')}</p>
      </div>
    );
  }
  return <QueryError error={error} onRetry={onRetry} />;
}

const forbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
