import { describe, expect, it } from 'vitest';
import { parseCron } from '../../scripts/cron-schedule';

// The local server fires wrangler.toml's crons itself (scripts/cron-schedule.ts).
const at = (iso: string) => new Date(`${iso}Z`);

describe('parseCron', () => {
  it('matches every quarter hour for */15, in UTC', () => {
    const matches = parseCron('*/15 * * * *');
    expect(['00', '15', '30', '45'].map((m) => matches(at(`2026-11-24T03:${m}:00`)))).toEqual([true, true, true, true]);
    expect(matches(at('2026-11-24T03:14:00'))).toBe(false);
    expect(matches(at('2026-11-24T03:16:00'))).toBe(false);
  });

  it('reads ranges, lists and steps, and day fields as Vixie cron does', () => {
    const weekdayMornings = parseCron('0 8-10/2 * * 1-5');
    expect(weekdayMornings(at('2026-11-24T08:00:00'))).toBe(true); // a Tuesday
    expect(weekdayMornings(at('2026-11-24T09:00:00'))).toBe(false);
    expect(weekdayMornings(at('2026-11-29T08:00:00'))).toBe(false); // a Sunday
    const firstOrSunday = parseCron('30 2 1 * 7');
    expect(firstOrSunday(at('2026-12-01T02:30:00'))).toBe(true);
    expect(firstOrSunday(at('2026-11-29T02:30:00'))).toBe(true);
    expect(firstOrSunday(at('2026-11-30T02:30:00'))).toBe(false);
    expect(parseCron('5,35 * * 1,6 *')(at('2026-06-03T11:35:00'))).toBe(true);
  });

  it('refuses what it cannot honour instead of skipping a trigger', () => {
    expect(() => parseCron('0 0 L * *')).toThrow('not supported');
    expect(() => parseCron('0 0 * JAN *')).toThrow('not supported');
    expect(() => parseCron('61 * * * *')).toThrow('out of range');
    expect(() => parseCron('* * * *')).toThrow('five fields');
  });
});
