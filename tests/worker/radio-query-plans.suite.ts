import { describe, expect, it } from 'vitest';
import { relatedTracksQuery } from '../../worker/radio/radio-query';
import { db } from './support/http';
import { planOf } from './support/query-plan';

// docs/radio.md: every signal of a radio reads an index, bounded by its LIMIT;
// SQLite plans without running the statement.


describe('radio query plans', () => {
  it('reaches every table through an index', async () => {
    for (const type of ['track', 'artist', 'genre'] as const) {
      const plan = await planOf(relatedTracksQuery(db(), type, 1));
      const context = `radio/${type}\n${plan.join('\n')}`;
      // SCAN of a CTE, a subquery or the window's input reads bounded rows, never a table.
      const tableScans = plan.filter((line) => /^\s*SCAN (tracks|albums|artists|genres|tags|track_\w+|artist_\w+|likes)\b(?! USING)/.test(line));
      expect(tableScans, context).toEqual([]);
    }
  });
});
