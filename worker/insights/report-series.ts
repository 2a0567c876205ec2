import type { ReportGranularity, ReportSeries, SeriesPoint } from './insights-types';
import type { Frame } from './report-frame';
import { addDays, mondayOf, zoneOffset, zoneOffsets } from './zoned-time';

// The series: UTC hour counts (rolled-up analytics_hourly plus the raw rows
// of unrolled days) bucketed into the reader's local hours, days, ISO weeks
// or months. Each hour is placed with the offset in force at that hour, so a
// DST change moves the day boundary where it really is. For days, weeks and
// months SQL sums the hours into local days first (offsetSegments: a year
// is 8,760 hours but 365 days), and the buckets are built from the days.

const HOUR_MS = 3_600_000;

/** The hours (unix seconds / 3600) of the current and the previous period: those starting inside each. */
export const hourRange = (frame: Frame) => ({
  prevFrom: Math.ceil(frame.prevStart / HOUR_MS),
  from: Math.ceil(frame.start / HOUR_MS),
  to: Math.ceil(frame.end / HOUR_MS),
});

function labelOfDate(date: string, granularity: ReportGranularity): string {
  if (granularity === 'week') return mondayOf(date);
  if (granularity === 'month') return `${date.slice(0, 7)}-01`;
  return date;
}

/** Labels hours by their local bucket: `YYYY-MM-DDTHH:00` for hours, the bucket's first local date otherwise. */
export function hourLabeler(frame: Frame): (hour: number) => string {
  const offsetAt = zoneOffsets(frame.timezone);
  return (hour) => {
    const local = new Date(hour * HOUR_MS + offsetAt(hour)).toISOString();
    if (frame.granularity === 'hour') return `${local.slice(0, 13)}:00`;
    return labelOfDate(local.slice(0, 10), frame.granularity);
  };
}

/** The buckets between two local dates, in order (a repeated hour at a DST fall-back is one bucket). */
function labelsBetween(frame: Frame, fromDate: string, toDate: string, fromHour: number, toHour: number, labelOf: (hour: number) => string): string[] {
  const labels: string[] = [];
  const push = (label: string) => {
    if (labels[labels.length - 1] !== label && !labels.includes(label)) labels.push(label);
  };
  if (frame.granularity === 'hour') for (let hour = fromHour; hour < toHour; hour++) push(labelOf(hour));
  else for (let date = fromDate; date < toDate; date = addDays(date, 1)) push(labelOfDate(date, frame.granularity));
  return labels;
}

/**
 * A bucket's label within a period starting on `fromDate`: a week's or a
 * month's first bucket starts with the period, not on the Monday or the 1st
 * before it (so a chart's "from" date is the period's own).
 */
const withinPeriod = (frame: Frame, bucket: string, fromDate: string) => (frame.granularity !== 'hour' && bucket < fromDate ? fromDate : bucket);

/** A counted figure's series over both periods from hour counts (hour -> count). */
export function buildSeries(frame: Frame, hourCounts: Map<number, number>): ReportSeries {
  const { prevFrom, from, to } = hourRange(frame);
  const labelOf = hourLabeler(frame);
  const sum = (labels: string[], first: number, last: number, fromDate: string) => {
    const values = new Map(labels.map((label) => [label, 0]));
    let total = 0;
    for (const [hour, count] of hourCounts) {
      if (hour < first || hour >= last) continue;
      total += count;
      const label = labelOf(hour);
      values.set(label, (values.get(label) ?? 0) + count);
    }
    return { total, points: labels.map((label): SeriesPoint => ({ bucket: withinPeriod(frame, label, fromDate), value: values.get(label) ?? 0 })) };
  };
  const current = sum(labelsBetween(frame, frame.startDate, frame.endDate, from, to, labelOf), from, to, frame.startDate);
  const previous = sum(labelsBetween(frame, frame.prevStartDate, frame.startDate, prevFrom, from, labelOf), prevFrom, from, frame.prevStartDate);
  // Both series have the current one's bucket count (months and DST days may differ by one); totals stay exact.
  const previousSeries = current.points.map((point, i) => previous.points[i] ?? { bucket: '', value: 0 });
  return { value: current.total, previous: previous.total, series: current.points, previous_series: previousSeries };
}

/** `YYYY-MM-DD` of a day number (days since 1970-01-01), without a Date (civil-from-days: a year's series formats hundreds). */
export function dateOfDay(day: number): string {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** A series over both periods from local day counts (day number -> count), for day, week and month buckets. */
export function buildDaySeries(frame: Frame, dayCounts: Map<number, number>): ReportSeries {
  const sum = (fromDate: string, toDate: string) => {
    const points: SeriesPoint[] = [];
    let total = 0;
    let label = '';
    // Days in order: a bucket is a run of days with the same label (ISO week: from Monday; month: from the 1st).
    for (let day = dayNumber(fromDate), end = dayNumber(toDate); day < end; day++) {
      const date = dateOfDay(day);
      const next = frame.granularity === 'day' ? date : frame.granularity === 'month' ? `${date.slice(0, 7)}-01` : dateOfDay(day - ((day + 3) % 7));
      if (next !== label) points.push({ bucket: withinPeriod(frame, (label = next), fromDate), value: 0 });
      const count = dayCounts.get(day) ?? 0;
      points[points.length - 1].value += count;
      total += count;
    }
    return { total, points };
  };
  const current = sum(frame.startDate, frame.endDate);
  const previous = sum(frame.prevStartDate, frame.startDate);
  const previousSeries = current.points.map((point, i) => previous.points[i] ?? { bucket: '', value: 0 });
  return { value: current.total, previous: previous.total, series: current.points, previous_series: previousSeries };
}

/** Hours between two samples of the offset: a week (no zone changes its offset twice within one). */
const SAMPLE_HOURS = 24 * 7;

/** The offsets of one zone over one UTC year, sampled weekly and each change bisected to the hour. */
function sampledSegments(timeZone: string, fromHour: number, toHour: number): { from: number; offset: number }[] {
  const at = (hour: number) => zoneOffset(timeZone, hour * HOUR_MS) / 1000;
  const segments = [{ from: fromHour, offset: at(fromHour) }];
  let known = fromHour;
  let offset = segments[0].offset;
  while (known < toHour - 1) {
    const probe = Math.min(known + SAMPLE_HOURS, toHour - 1);
    if (at(probe) === offset) {
      known = probe;
      continue;
    }
    // The first hour after `known` whose offset differs: bisect (known has `offset`, probe does not).
    let lo = known;
    let hi = probe;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (at(mid) === offset) lo = mid;
      else hi = mid;
    }
    offset = at(hi);
    segments.push({ from: hi, offset });
    known = hi;
  }
  return segments;
}

/** A zone's rules for a year do not change while the isolate lives: each (zone, year) is sampled once. */
const yearSegmentsMemo = new Map<string, { from: number; offset: number }[]>();

function yearSegments(timeZone: string, year: number) {
  const key = `${timeZone}|${year}`;
  let segments = yearSegmentsMemo.get(key);
  if (!segments) {
    if (yearSegmentsMemo.size > 1000) yearSegmentsMemo.clear();
    segments = sampledSegments(timeZone, Date.UTC(year, 0, 1) / HOUR_MS, Date.UTC(year + 1, 0, 1) / HOUR_MS);
    yearSegmentsMemo.set(key, segments);
  }
  return segments;
}

/**
 * The zone's offsets over the hours [fromHour, toHour) as segments (first
 * hour, offset in seconds), one per DST period: each UTC year's offsets
 * sampled weekly and each change found to the hour by bisection, once per
 * zone and year.
 */
export function offsetSegments(timeZone: string, fromHour: number, toHour: number): { from: number; offset: number }[] {
  const out: { from: number; offset: number }[] = [];
  const firstYear = new Date(fromHour * HOUR_MS).getUTCFullYear();
  const lastYear = new Date((toHour - 1) * HOUR_MS).getUTCFullYear();
  for (let year = firstYear; year <= lastYear; year++) {
    for (const segment of yearSegments(timeZone, year)) {
      if (segment.from >= toHour) break;
      const from = Math.max(segment.from, fromHour);
      // A later segment starting at or before fromHour replaces the one in force.
      if (out.length && out[out.length - 1].from >= from) out.pop();
      if (!out.length || out[out.length - 1].offset !== segment.offset) out.push({ from, offset: segment.offset });
    }
  }
  return out;
}
