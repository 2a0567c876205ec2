import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { ReportGranularity, ReportSeries } from '../../worker/insights/insights-types';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { buttonStyles } from '../ui/button-styles';
import { bucketTime, formatBucket, formatNumber } from './report-format';

const UplotChart = lazy(() => import('./uplot-chart'));

type SeriesChartProps = {
  series: ReportSeries;
  granularity: ReportGranularity;
  /** What is counted, translated: "Plays", "Page views". */
  label: string;
  compact?: boolean;
};

/**
 * A series over time with the previous period as a second line, and its
 * numbers as a table (DESIGN section 5): the canvas carries a spoken summary,
 * and "Show as table" gives a screen reader or a copy-paste reader each bucket.
 */
export function SeriesChart({ series, granularity, label, compact = false }: SeriesChartProps) {
  const trans = useTrans();
  const language = useBootstrap().i18n.language;
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const data = useMemo(
    () => ({
      times: series.series.map((point) => bucketTime(point.bucket) / 1000),
      current: series.series.map((point) => point.value),
      previous: series.series.map((_, index) => series.previous_series[index]?.value ?? 0),
    }),
    [series],
  );
  const previousLabel = trans('Previous period');
  const labels = useMemo(() => ({ current: label, previous: previousLabel }), [label, previousLabel]);
  const summary = chartSummary(series, granularity, label, language, trans);

  return (
    <div className="flex flex-col gap-2">
      {!compact && (
        <div className="flex justify-end">
          <button type="button" aria-pressed={asTable} aria-controls={tableId} onClick={() => setAsTable(!asTable)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            {trans('Show as table')}
          </button>
        </div>
      )}
      {asTable ? (
        <div id={tableId} className="max-h-96 overflow-auto rounded-lg border border-divider">
          <table className="w-full text-sm">
            <caption className="sr-only">{summary}</caption>
            <thead className="sticky top-0 bg-bg-alt text-left text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">{trans('Period')}</th>
                <th scope="col" className="px-3 py-2 text-end">{label}</th>
                <th scope="col" className="px-3 py-2 text-end">{trans('Previous period')}</th>
              </tr>
            </thead>
            <tbody>
              {series.series.map((point, index) => (
                <tr key={point.bucket} className="border-t border-divider">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">{formatBucket(point.bucket, granularity, language)}</th>
                  <td className="px-3 py-1.5 text-end tabular-nums">{formatNumber(point.value, language)}</td>
                  <td className="px-3 py-1.5 text-end tabular-nums text-muted">{formatNumber(data.previous[index], language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div role="img" aria-label={summary} className={compact ? 'h-14' : 'min-h-[260px]'}>
          <Suspense fallback={null}>
            <UplotChart times={data.times} current={data.current} previous={data.previous} labels={labels} compact={compact} />
          </Suspense>
        </div>
      )}
    </div>
  );
}

/** What the chart shows, in one sentence: its span, total, peak and the previous period's total. */
function chartSummary(series: ReportSeries, granularity: ReportGranularity, label: string, language: string, trans: ReturnType<typeof useTrans>): string {
  const points = series.series;
  if (!points.length) return trans(':label: no data', { label });
  const peak = points.reduce((best, point) => (point.value > best.value ? point : best), points[0]);
  return trans(':label from :start to :end: :total in total, the most (:peak) on :peakBucket; :previous in the previous period.', {
    label,
    start: formatBucket(points[0].bucket, granularity, language),
    end: formatBucket(points[points.length - 1].bucket, granularity, language),
    total: formatNumber(series.value, language),
    peak: formatNumber(peak.value, language),
    peakBucket: formatBucket(peak.bucket, granularity, language),
    previous: formatNumber(series.previous, language),
  });
}
