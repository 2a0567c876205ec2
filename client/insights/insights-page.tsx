import { useNavigate } from '@tanstack/react-router';
import { useTrans } from '../i18n/trans';
import { useInsights, type InsightsSubject } from './insights-query';
import { noPlays, PlaysReportView } from './plays-report-view';
import { ReportShell } from './report-shell';
import type { ReportSearch } from './report-search';

/**
 * backstage/{tracks|albums|artists}/{id}/insights and the admin's twins
 * (issue 16): one page, the subject from the route. The server decides who
 * may read it (owner, manager or admin) and answers 403 to anyone else.
 */
type InsightsPageProps = {
  subject: InsightsSubject;
  search: ReportSearch;
  /** The player's outlet has no padding of its own; the admin layout's has. */
  inPlayer?: boolean;
};

export function InsightsPage({ subject, search, inPlayer = false }: InsightsPageProps) {
  const trans = useTrans();
  const navigate = useNavigate();
  const query = useInsights(subject, search);
  const name = query.data?.subject?.name;
  const titles = { track: trans('Track insights'), album: trans('Album insights'), artist: trans('Artist insights') };
  return (
    <div className={inPlayer ? 'mx-auto w-full max-w-6xl p-4 sm:p-6' : undefined}>
    <ReportShell
      title={name ? trans(':name: insights', { name }) : titles[subject.type]}
      search={search}
      onSearch={(next) => void navigate({ to: '.', search: next, replace: true })}
      query={query}
      emptyMessage="No plays in this period yet"
      isEmpty={noPlays}
    >
      {(report) => <PlaysReportView report={report} />}
    </ReportShell>
    </div>
  );
}
