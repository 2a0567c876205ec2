import { describe, expect, it } from 'vitest';
import { groupHistoryByDay } from '../../client/library/history-groups';
import { makeTrack } from './fixtures/catalog-fixtures';

const played = (id: number, date: Date) => ({ ...makeTrack({ id }), played_at: date.toISOString() });
const at = (day: number, hour: number) => new Date(2024, 4, day, hour);

describe('groupHistoryByDay', () => {
  it('groups plays by local day, labelled relative within a week and by date before', () => {
    const now = at(20, 12);
    const groups = groupHistoryByDay([played(1, at(20, 9)), played(2, at(20, 1)), played(3, at(19, 23)), played(4, at(17, 8)), played(5, at(2, 8))], 'en', now);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id), g.offset])).toEqual([
      ['today', [1, 2], 0],
      ['yesterday', [3], 2],
      ['3 days ago', [4], 3],
      ['May 2, 2024', [5], 4],
    ]);
  });
});
