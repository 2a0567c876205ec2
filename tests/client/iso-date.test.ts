import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../client/i18n/iso-date';
import { formatRelativeTime } from '../../client/i18n/relative-time';
import { formatDate } from '../../client/admin/format-date';
import { dateInputValue } from '../../client/admin/subscriptions/subscription-state';

// SPEC section 5: "Invalid ISO date strings raise an error." The formatters
// throw instead of answering '' (or 'Invalid Date').

const INVALID = ['', 'yesterday', '2026-02-29', '2024-04-31', '2026-13-01', '2026-00-10', '2026-03-03T24:00:00Z', '2026-03-03T12:60Z', '03/03/2026', 'March 3, 2026', '2026-03-03T10:00:00+0200', '2026-3-3'];

describe('parseIsoDate', () => {
  it('reads a day as UTC midnight and a timestamp with its offset', () => {
    expect(parseIsoDate('2024-02-29').toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseIsoDate('2026-03-03T14:05:09.123Z').toISOString()).toBe('2026-03-03T14:05:09.123Z');
    expect(parseIsoDate('2026-03-03T14:05+02:00').toISOString()).toBe('2026-03-03T12:05:00.000Z');
    expect(parseIsoDate('2026-12-31T23:59:59Z').toISOString()).toBe('2026-12-31T23:59:59.000Z');
  });

  it.each(INVALID)('throws on %j', (value) => {
    expect(() => parseIsoDate(value)).toThrow(RangeError);
    expect(() => parseIsoDate(value)).toThrow('Invalid ISO date string');
  });
});

describe('the date formatters', () => {
  it('throw on an invalid ISO date instead of answering an empty text', () => {
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDate('not a date', true)).toThrow(RangeError);
    expect(() => formatRelativeTime('not a date', 'en')).toThrow(RangeError);
    expect(() => formatRelativeTime(Number.NaN, 'en')).toThrow(RangeError);
    expect(() => dateInputValue('2026-04-31T10:00:00Z')).toThrow(RangeError);
  });

  it('still answer nothing for no date at all', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(dateInputValue(null)).toBe('');
  });

  it('format a valid date', () => {
    const now = Date.parse('2026-03-03T12:00:00Z');
    expect(formatRelativeTime('2026-03-03T11:59:30Z', 'en', now)).toBe('a few seconds ago');
    expect(formatRelativeTime('2026-03-03T10:00:00Z', 'en', now)).toBe('2 hours ago');
    expect(formatDate('2026-03-03T12:00:00Z')).toBe(new Date('2026-03-03T12:00:00Z').toLocaleDateString());
  });
});
