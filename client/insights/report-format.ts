import type { ReportGranularity } from '../../worker/insights/insights-types';
import type { Replacements } from '../i18n/trans';

type Trans = (key: string, replacements?: Replacements) => string;

/**
 * A bucket's local start as a UTC instant: the server already put buckets in
 * the reader's time zone (`YYYY-MM-DD` or `YYYY-MM-DDTHH:00`), so every
 * formatter below reads them in UTC and shows them unshifted.
 */
export const bucketTime = (bucket: string) => Date.parse(bucket.length === 10 ? `${bucket}T00:00:00Z` : `${bucket}:00Z`);

const BUCKET_FORMATS: Record<ReportGranularity, Intl.DateTimeFormatOptions> = {
  hour: { month: 'short', day: 'numeric', hour: 'numeric', timeZone: 'UTC' },
  day: { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  week: { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  month: { month: 'long', year: 'numeric', timeZone: 'UTC' },
};

/** A bucket as a reader names it: "Mar 3, 2026, 2 PM", "Mar 3, 2026", "March 2026". */
export function formatBucket(bucket: string, granularity: ReportGranularity, language: string): string {
  const time = bucketTime(bucket);
  return Number.isNaN(time) ? bucket : new Intl.DateTimeFormat(language, BUCKET_FORMATS[granularity]).format(time);
}

export const formatNumber = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

/** The change from the previous period in whole percent, or null when there was nothing to compare with. */
export function changePercent(value: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((value - previous) / previous) * 100);
}

/** The change as a table cell shows it, under a "Change vs previous period" header: "+12%", "−5%", "new", "–". */
export function shortChange(value: number, previous: number, trans: Trans): string {
  const change = changePercent(value, previous);
  if (change === null) return value === 0 ? '–' : trans('new');
  return change === 0 ? '0%' : `${change > 0 ? '+' : '−'}${Math.abs(change)}%`;
}

/** "+12% vs previous period", "−5% vs previous period", or what to say when the previous period had none. */
export function describeChange(value: number, previous: number, trans: Trans): string {
  const change = changePercent(value, previous);
  if (change === null) return value === 0 ? trans('none in either period') : trans('none in the previous period');
  if (change === 0) return trans('no change vs previous period');
  return trans(':change vs previous period', { change: `${change > 0 ? '+' : '−'}${Math.abs(change)}%` });
}
