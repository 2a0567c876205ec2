import type { ReportGranularity, ReportSeries, SeriesPoint } from './insights-types';
import type { Frame } from './report-frame';
import { addDays, mondayOf, zoneOffsets } from './zoned-time';

// The series: UTC hour counts (rolled-up analytics_hourly plus the raw rows
// of unrolled days) bucketed into the reader's local hours, days, ISO weeks
// or months. Each hour is placed with the offset in force at that hour, so a
// DST change moves the day boundary where it really is.

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

/** A counted figure's series over both periods from hour counts (hour -> count). */
export function buildSeries(frame: Frame, hourCounts: Map<number, number>): ReportSeries {
  const { prevFrom, from, to } = hourRange(frame);
  const labelOf = hourLabeler(frame);
  const sum = (labels: string[], first: number, last: number) => {
    const values = new Map(labels.map((label) => [label, 0]));
    let total = 0;
    for (const [hour, count] of hourCounts) {
      if (hour < first || hour >= last) continue;
      total += count;
      const label = labelOf(hour);
      values.set(label, (values.get(label) ?? 0) + count);
    }
    return { total, points: labels.map((bucket): SeriesPoint => ({ bucket, value: values.get(bucket) ?? 0 })) };
  };
  const current = sum(labelsBetween(frame, frame.startDate, frame.endDate, from, to, labelOf), from, to);
  const previous = sum(labelsBetween(frame, frame.prevStartDate, frame.startDate, prevFrom, from, labelOf), prevFrom, from);
  // Both series have the current one's bucket count (months and DST days may differ by one); totals stay exact.
  const previousSeries = current.points.map((point, i) => previous.points[i] ?? { bucket: '', value: 0 });
  return { value: current.total, previous: previous.total, series: current.points, previous_series: previousSeries };
}
