/**
 * ISO 8601 as the API sends dates (DESIGN section 3): a day (`2026-03-03`), or
 * a day and time with optional seconds, fraction and offset
 * (`2026-03-03T14:05:09.123Z`). A time without an offset is local time, as in
 * `new Date()`.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * SPEC section 5: an invalid ISO date string raises an error; it never
 * formats as '' or 'Invalid Date'. Anything else than the forms above, and a
 * day the calendar lacks (2026-02-29, 2026-04-31), is refused. The API's
 * answers are checked against their schemas, so a throw here is a broken
 * answer and lands in the route's error boundary like any other.
 */
export function parseIsoDate(value: string): Date {
  const match = ISO_DATE.exec(value);
  const [year, month, day, hour, minute, second] = (match?.slice(1) ?? []).map((part) => Number(part ?? 0));
  const real = match && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) && hour <= 23 && minute <= 59 && second <= 59;
  const date = real ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new RangeError(`Invalid ISO date string: "${value}"`);
  return date;
}
