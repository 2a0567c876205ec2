import { useNavigate } from '@tanstack/react-router';
import type { VisitorsReport } from '../../worker/insights/insights-types';
import { useTrans } from '../i18n/trans';
import { useAdminReport } from './admin-reports-query';
import { BreakdownTable } from './breakdown-table';
import { ComparedFigureTile } from './compared-figure';
import { CountryLabel } from './country-label';
import { cityCountry } from './location-keys';
import { ReportShell } from './report-shell';
import type { ReportSearch } from './report-search';
import { SeriesChart } from './series-chart';

/** /admin/visitors (issue 16): page views (SPA navigations and served pages) and who made them. */
export function VisitorsReportPage({ search }: { search: ReportSearch }) {
  const trans = useTrans();
  const navigate = useNavigate();
  return (
    <ReportShell
      title={trans('Visitors')}
      search={search}
      onSearch={(next) => void navigate({ to: '.', search: next, replace: true })}
      query={useAdminReport('visitors', search)}
      emptyMessage="No visits in this period yet"
      isEmpty={(report) => report.views.value === 0}
    >
      {(report) => <VisitorsReportView report={report} />}
    </ReportShell>
  );
}

function VisitorsReportView({ report }: { report: VisitorsReport }) {
  const trans = useTrans();
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <ComparedFigureTile label="Page views" phrase={(count, one) => trans(one ? ':count page view' : ':count page views', { count })} figure={report.views} />
        <ComparedFigureTile label="Unique visitors" phrase={(count, one) => trans(one ? ':count visitor' : ':count visitors', { count })} figure={report.visitors} />
      </dl>
      <section aria-label={trans('Page views over time')} className="rounded-lg border border-divider bg-bg-alt p-4">
        <h2 className="mb-2 text-sm font-semibold">{trans('Page views over time')}</h2>
        <SeriesChart series={report.views} granularity={report.frame.granularity} label={trans('Page views')} />
      </section>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <BreakdownTable title="Top pages" valueLabel="Page views" entries={report.pages} renderName={(entry) => <span className="block truncate font-mono text-xs">{entry.label}</span>} />
        <BreakdownTable title="Referrers" valueLabel="Page views" entries={report.referrers} />
        <BreakdownTable title="Countries" valueLabel="Page views" entries={report.countries} renderName={(entry) => <CountryLabel code={entry.key} label={entry.label} isCountry />} />
        <BreakdownTable title="Cities" valueLabel="Page views" entries={report.cities} renderName={(entry) => <CountryLabel code={cityCountry(entry.key)} label={entry.label} />} />
        <BreakdownTable title="Devices" valueLabel="Page views" entries={report.devices} />
        <BreakdownTable title="Platforms" valueLabel="Page views" entries={report.platforms} />
        <BreakdownTable title="Browsers" valueLabel="Page views" entries={report.browsers} />
      </div>
    </div>
  );
}
