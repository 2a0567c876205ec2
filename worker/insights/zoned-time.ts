// Local dates and hours of a time zone, with Intl (no tz database of our own).
// Offsets change at DST transitions, so every conversion asks for the offset
// at the instant in question; bucketing many hours asks once per UTC day and
// only per hour on the days whose offset changes (zoneOffsets below).

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, found);
  }
  return found;
}

/** True when Intl knows the zone (users.timezone may hold anything a client sent). */
export function isKnownZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in milliseconds (local = utc + offset). */
export function zoneOffset(timeZone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second);
  return local - Math.floor(instant / 1000) * 1000;
}

/** `YYYY-MM-DD` plus days (calendar arithmetic on the date alone). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** The instant local midnight of `date` starts in the zone (the first instant of the day, if a transition skips midnight). */
export function localMidnight(date: string, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  let instant = wall - zoneOffset(timeZone, wall);
  // A second pass settles the offset in force at the instant itself (DST days).
  instant = wall - zoneOffset(timeZone, instant);
  // A transition at midnight (e.g. America/Santiago) skips it: the day starts at the next hour that is on `date`.
  while (new Date(instant + zoneOffset(timeZone, instant)).toISOString().slice(0, 10) < date) instant += HOUR_MS;
  return instant;
}

/** Today's local date in the zone. */
export function localToday(timeZone: string, now = Date.now()): string {
  return new Date(now + zoneOffset(timeZone, now)).toISOString().slice(0, 10);
}

/**
 * Offsets for whole UTC hours: one Intl call per UTC day, and per hour only
 * on days whose offset differs at their start and end (a transition).
 */
export function zoneOffsets(timeZone: string): (hour: number) => number {
  const byDay = new Map<number, number | Map<number, number>>();
  return (hour) => {
    const day = Math.floor(hour / 24);
    let entry = byDay.get(day);
    if (entry === undefined) {
      const first = zoneOffset(timeZone, day * DAY_MS);
      const last = zoneOffset(timeZone, day * DAY_MS + 23 * HOUR_MS);
      entry = first === last ? first : new Map<number, number>();
      byDay.set(day, entry);
    }
    if (typeof entry === 'number') return entry;
    let offset = entry.get(hour);
    if (offset === undefined) {
      offset = zoneOffset(timeZone, hour * HOUR_MS);
      entry.set(hour, offset);
    }
    return offset;
  };
}

/** The ISO week's Monday of a date. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}
