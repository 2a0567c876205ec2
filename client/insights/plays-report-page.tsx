import { useNavigate } from '@tanstack/react-router';
import { useTrans } from '../i18n/trans';
import { useAdminReport } from './admin-reports-query';
import { noPlays, PlaysReportView } from './plays-report-view';
import { ReportShell } from './report-shell';
import type { ReportSearch } from './report-search';

/** /admin/plays (issue 16): every play on the site, with the insights pages' figures and breakdowns. */
export function PlaysReportPage({ search }: { search: ReportSearch }) {
  const trans = useTrans();
  const navigate = useNavigate();
  return (
    <ReportShell
      title={trans('Plays')}
      search={search}
      onSearch={(next) => void navigate({ to: '.', search: next, replace: true })}
      query={useAdminReport('plays', search)}
      emptyMessage="No plays in this period yet"
      isEmpty={noPlays}
    >
      {(report) => <PlaysReportView report={report} />}
    </ReportShell>
  );
}
