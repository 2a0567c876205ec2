import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import type { OverviewReport, ReportSeries } from '../../../worker/insights/insights-types';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { useTrans } from '../../i18n/trans';
import { useAdminReport } from '../../insights/admin-reports-query';
import { ComparedFigureTile } from '../../insights/compared-figure';
import { formatNumber } from '../../insights/report-format';
import { ReportShell } from '../../insights/report-shell';
import type { ReportSearch } from '../../insights/report-search';

type Trans = ReturnType<typeof useTrans>;
import { SeriesChart } from '../../insights/series-chart';
import { buttonStyles } from '../../ui/button-styles';

const TOTALS: { key: Exclude<keyof OverviewReport['totals'], 'file_bytes'>; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'tracks', label: 'Tracks' },
  { key: 'albums', label: 'Albums' },
  { key: 'artists', label: 'Artists' },
  { key: 'playlists', label: 'Playlists' },
  { key: 'plays', label: 'Plays' },
  { key: 'files', label: 'Uploaded files' },
];

type TrendKey = 'new_users' | 'plays' | 'uploads' | 'new_subscriptions' | 'page_views';
const TRENDS: { key: TrendKey; label: string; phrase: (trans: Trans, count: string, one: boolean) => string }[] = [
  { key: 'new_users', label: 'New users', phrase: (trans, count, one) => trans(one ? ':count new user' : ':count new users', { count }) },
  { key: 'plays', label: 'Plays', phrase: (trans, count, one) => trans(one ? ':count play' : ':count plays', { count }) },
  { key: 'uploads', label: 'Uploads', phrase: (trans, count, one) => trans(one ? ':count upload' : ':count uploads', { count }) },
  { key: 'new_subscriptions', label: 'New subscriptions', phrase: (trans, count, one) => trans(one ? ':count new subscription' : ':count new subscriptions', { count }) },
  { key: 'page_views', label: 'Page views', phrase: (trans, count, one) => trans(one ? ':count page view' : ':count page views', { count }) },
];

/** /admin (issue 16): all-time totals, the period's trends against the previous period, and the way to the reports. */
export function DashboardPage({ search }: { search: ReportSearch }) {
  const trans = useTrans();
  const navigate = useNavigate();
  return (
    <ReportShell
      title={trans('Dashboard')}
      search={search}
      onSearch={(next) => void navigate({ to: '.', search: next, replace: true })}
      query={useAdminReport('overview', search)}
      emptyMessage=""
      isEmpty={() => false}
    >
      {(report) => <Overview report={report} search={search} />}
    </ReportShell>
  );
}

function Overview({ report, search }: { report: OverviewReport; search: ReportSearch }) {
  const trans = useTrans();
  const language = useBootstrap().i18n.language;
  return (
    <div className="flex flex-col gap-6">
      <section aria-label={trans('Totals')} className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold">{trans('Totals')}</h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {TOTALS.map((tile) => (
            <div key={tile.key} className="rounded-lg border border-divider bg-bg-alt p-4">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{trans(tile.label)}</dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums">{formatNumber(report.totals[tile.key], language)}</dd>
            </div>
          ))}
          <div className="rounded-lg border border-divider bg-bg-alt p-4">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{trans('Storage used')}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{formatNumber(Math.round(report.totals.file_bytes / 1e6), language)} MB</dd>
          </div>
        </dl>
      </section>
      <section aria-label={trans('Trends')} className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold">{trans('Trends')}</h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {TRENDS.map((trend) => (
            <TrendTile key={trend.key} label={trend.label} phrase={(count, one) => trend.phrase(trans, count, one)} series={report[trend.key]} granularity={report.frame.granularity} />
          ))}
        </dl>
      </section>
      <nav aria-label={trans('Reports')} className="flex flex-wrap gap-3">
        <Link to="/admin/plays" search={search} className={buttonStyles({ variant: 'outline' })}>
          {trans('Plays report')} <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to="/admin/visitors" search={search} className={buttonStyles({ variant: 'outline' })}>
          {trans('Visitors report')} <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </nav>
    </div>
  );
}

function TrendTile({ label, phrase, series, granularity }: { label: string; phrase: (count: string, one: boolean) => string; series: ReportSeries; granularity: OverviewReport['frame']['granularity'] }) {
  const trans = useTrans();
  return (
    <ComparedFigureTile label={label} phrase={phrase} figure={series}>
      <SeriesChart series={series} granularity={granularity} label={trans(label)} compact />
    </ComparedFigureTile>
  );
}
