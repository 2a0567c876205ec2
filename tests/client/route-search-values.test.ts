import { describe, expect, it } from 'vitest';
import { listSearchSchema } from '../../client/ui/data-table/list-search';
import { flag, intBetween, oneOf, textUpTo } from '../../client/routing/search-values';

// Route searches are read without zod (it would ride in the entry chunk):
// what does not fit is dropped, and the page still opens.

describe('search value readers', () => {
  it('read integers within bounds from numbers and digit strings only', () => {
    expect(intBetween(3, 1)).toBe(3);
    expect(intBetween('12', 1, 100)).toBe(12);
    expect(intBetween('0', 1)).toBeUndefined();
    expect(intBetween('101', 1, 100)).toBeUndefined();
    expect(intBetween('2.5', 1)).toBeUndefined();
    expect(intBetween('1e3', 1)).toBeUndefined();
    expect(intBetween('99999999999999999999', 1)).toBeUndefined();
    expect(intBetween(true, 1)).toBeUndefined();
  });

  it('read bounded text, one of a set, and a true flag', () => {
    expect(textUpTo('abc', 3)).toBe('abc');
    expect(textUpTo('abcd', 3)).toBeUndefined();
    expect(textUpTo(4, 3)).toBeUndefined();
    expect(oneOf('desc', ['asc', 'desc'])).toBe('desc');
    expect(oneOf('sideways', ['asc', 'desc'])).toBeUndefined();
    expect(flag(true)).toBe(true);
    expect(flag('true')).toBe(true);
    expect(flag(false)).toBeUndefined();
  });
});

describe('an admin list search', () => {
  it('keeps valid paging, sort and search, turns filters into text, and drops the rest', () => {
    expect(
      listSearchSchema({ page: 2, perPage: 500, orderBy: 'email', orderDir: 'up', query: 'ann', banned: true, role: 2, country: 'x'.repeat(201), created: '2026-01-01,' }),
    ).toEqual({ page: 2, orderBy: 'email', query: 'ann', banned: 'true', role: '2', created: '2026-01-01,' });
    expect(listSearchSchema({})).toEqual({});
  });
});
