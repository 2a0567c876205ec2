/**
 * The insights and report pages' URL search (issue 16): range, custom dates
 * and granularity, read apart from the pages' modules because a route's
 * validateSearch loads with the entry chunk. Plain readers rather than zod,
 * as in routing/search-values.ts: zod would add ~24 kB to the first load.
 */
import { oneOf } from '../routing/search-values';
import type { ReportGranularity, ReportRangeName } from '../../worker/insights/insights-types';
import { MAX_HOURLY_RANGE_DAYS, MAX_REPORT_RANGE_DAYS, REPORT_GRANULARITIES, REPORT_RANGES } from './report-constants';

export type ReportSearch = { range?: ReportRangeName; start?: string; end?: string; granularity?: ReportGranularity };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` that is a real calendar day, else undefined. */
function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !DATE.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? undefined : value;
}

/** Days in a range, both ends included (custom dates) or by its name. */
export function rangeDays(search: ReportSearch): number {
  if (search.range === 'custom' && search.start && search.end) return (Date.parse(search.end) - Date.parse(search.start)) / DAY_MS + 1;
  return search.range === '7d' ? 7 : search.range === '12m' ? 365 : 30;
}

/** The granularities a range may be read in: hours only for short ranges (the server refuses more). */
export function allowedGranularities(search: ReportSearch): ReportGranularity[] {
  return REPORT_GRANULARITIES.filter((granularity) => granularity !== 'hour' || rangeDays(search) <= MAX_HOURLY_RANGE_DAYS);
}

/**
 * The route's validateSearch: values that do not fit are dropped, as
 * elsewhere, so a hand-edited address still opens the page (on the last 30
 * days). Custom needs both dates, in order, at most MAX_REPORT_RANGE_DAYS apart.
 */
export function validateReportSearch(search: Record<string, unknown>): ReportSearch {
  const result: ReportSearch = {};
  const range = oneOf(search.range, REPORT_RANGES);
  if (range === 'custom') {
    const start = isoDate(search.start);
    const end = isoDate(search.end);
    if (start && end && start <= end && rangeDays({ range, start, end }) <= MAX_REPORT_RANGE_DAYS) Object.assign(result, { range, start, end });
  } else if (range) {
    result.range = range;
  }
  const granularity = oneOf(search.granularity, REPORT_GRANULARITIES);
  if (granularity && allowedGranularities(result).includes(granularity)) result.granularity = granularity;
  return result;
}

/** The API's query for a search (docs/api/insights.md): the last 30 days unless told. */
export function reportParams(search: ReportSearch): Record<string, string> {
  const params: Record<string, string> = { range: search.range ?? '30d' };
  if (search.range === 'custom' && search.start && search.end) Object.assign(params, { start: search.start, end: search.end });
  if (search.granularity) params.granularity = search.granularity;
  return params;
}
