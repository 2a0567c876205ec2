import { trans } from './trans';
import { parseIsoDate } from './iso-date';

/** SPEC section 8: anything under 60 s reads 'a few seconds ago'. */
const FEW_SECONDS = 60;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** ISO strings, or unix timestamps in seconds (or milliseconds); an invalid one throws (SPEC section 5). */
export function toDate(value: string | number): Date {
  if (typeof value === 'string') return parseIsoDate(value);
  if (!Number.isFinite(value)) throw new RangeError(`Invalid timestamp: ${value}`);
  return new Date(value < 1e12 ? value * 1000 : value);
}

/** '5 minutes ago', 'yesterday'... in the UI language. */
export function formatRelativeTime(value: string | number, language: string, now = Date.now()): string {
  const time = toDate(value).getTime();
  const seconds = Math.round((time - now) / 1000);
  if (Math.abs(seconds) < FEW_SECONDS) return trans('a few seconds ago');
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length)!;
  return format.format(Math.trunc(seconds / size), unit);
}
