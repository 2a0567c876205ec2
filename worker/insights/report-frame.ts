import { z } from 'zod';
import {
  MAX_HOURLY_RANGE_DAYS,
  MAX_REPORT_RANGE_DAYS,
  REPORT_GRANULARITIES,
  REPORT_RANGES,
  type ReportFrame,
  type ReportGranularity,
} from './insights-types';
import { addDays, daysBetween, localMidnight, localToday } from './zoned-time';

const isoDate = z.iso.date('Must be a date as YYYY-MM-DD.');

/** The query of every insights and report route (insights-types.ts ReportQuery); 422 otherwise. */
export const reportQuery = z
  .object({
    range: z.enum(REPORT_RANGES).default('30d'),
    start: isoDate.optional(),
    end: isoDate.optional(),
    granularity: z.enum(REPORT_GRANULARITIES).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.range !== 'custom') {
      if (query.start || query.end) ctx.addIssue({ code: 'custom', path: ['start'], message: 'Start and end go with the custom range only.' });
      return;
    }
    if (!query.start || !query.end) {
      ctx.addIssue({ code: 'custom', path: [query.start ? 'end' : 'start'], message: 'A custom range needs a start and an end date.' });
      return;
    }
    const days = daysBetween(query.start, query.end) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end date must not be before the start date.' });
    else if (days > MAX_REPORT_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['end'], message: `A range is at most ${MAX_REPORT_RANGE_DAYS} days.` });
  })
  .superRefine((query, ctx) => {
    if (query.granularity === 'hour' && rangeDays(query) > MAX_HOURLY_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['granularity'], message: `Hours are for ranges up to ${MAX_HOURLY_RANGE_DAYS} days.` });
    }
  });

export type ReportQueryInput = z.infer<typeof reportQuery>;

/** Days the range spans (12 months counts as the longest, 366, whatever today is). */
function rangeDays(query: ReportQueryInput): number {
  if (query.range === 'custom') return query.start && query.end ? daysBetween(query.start, query.end) + 1 : 0;
  return query.range === '7d' ? 7 : query.range === '30d' ? 30 : 366;
}

/** A report's periods as local dates (end exclusive) and instants (ms), in the reader's zone. */
export type Frame = {
  timezone: string;
  granularity: ReportGranularity;
  startDate: string;
  endDate: string;
  prevStartDate: string;
  start: number;
  end: number;
  prevStart: number;
};

/** The first day of the month 11 months before `date`'s: 12 months with `date`'s own. */
function twelveMonthsFrom(date: string): string {
  const [y, m] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10);
}

/**
 * The last 7 or 30 days end with today (inclusive); the last 12 months are
 * calendar months, the 11 before this one and this one to today, compared
 * with the 12 whole months before them (so a year's report reads month
 * nodes only); a custom range's dates are both inclusive. Otherwise the
 * previous period is as many days just before. Granularity defaults to
 * days, months for a range of more than 92 days.
 */
export function buildFrame(query: ReportQueryInput, timezone: string, now = Date.now()): Frame {
  const today = localToday(timezone, now);
  let startDate: string;
  let endDate = addDays(today, 1);
  if (query.range === 'custom') {
    startDate = query.start!;
    endDate = addDays(query.end!, 1);
  } else if (query.range === '12m') {
    startDate = twelveMonthsFrom(today);
  } else {
    startDate = addDays(today, query.range === '7d' ? -6 : -29);
  }
  const days = daysBetween(startDate, endDate);
  const prevStartDate = query.range === '12m' ? twelveMonthsFrom(addDays(startDate, -1)) : addDays(startDate, -days);
  return {
    timezone,
    granularity: query.granularity ?? (days > 92 ? 'month' : 'day'),
    startDate,
    endDate,
    prevStartDate,
    start: localMidnight(startDate, timezone),
    end: localMidnight(endDate, timezone),
    prevStart: localMidnight(prevStartDate, timezone),
  };
}

export function frameJson(frame: Frame): ReportFrame {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    timezone: frame.timezone,
    granularity: frame.granularity,
    current: { start: iso(frame.start), end: iso(frame.end) },
    previous: { start: iso(frame.prevStart), end: iso(frame.start) },
  };
}
