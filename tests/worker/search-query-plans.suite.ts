import { describe, expect, it } from 'vitest';
import { SEARCH_TABS } from '../../worker/music/music-types';
import { searchPage, searchTotal } from '../../worker/search/search-queries';
import { db } from './support/http';
import { planOf } from './support/query-plan';

// docs/search.md: each search statement starts from its FTS5 index and reaches
// rows only by primary key or index. SQLite plans without running the statement.

type Statement = { toSQL(): { sql: string; params: unknown[] } };


const statements = () =>
  SEARCH_TABS.flatMap((tab): [string, Statement][] => [
    [`search/${tab} page`, searchPage(db(), tab, '"que"*', 20, 0).query as unknown as Statement],
    [`search/${tab} total`, searchTotal(db(), tab, '"que"*')],
  ]);

describe('search query plans', () => {
  it('reads candidates from the FTS5 index and scans no table', async () => {
    for (const [name, statement] of statements()) {
      const plan = await planOf(statement);
      const context = `${name}\n${plan.join('\n')}`;
      // The FTS5 MATCH is answered by the virtual table's own index (idxNum/idxStr, "M" = MATCH).
      expect(plan.some((line) => /SCAN \w+_fts VIRTUAL TABLE INDEX \d+:M/.test(line)), context).toBe(true);
      // "SCAN m/r/c" read the bounded subqueries, "SCAN x" the artists of one
      // row (json-list.ts); a real table is only ever searched by key.
      const tableScans = plan.filter((line) => /^\s*SCAN (?!(m|r|c|x)$)(?!\w+_fts VIRTUAL)\S+/.test(line));
      expect(tableScans, context).toEqual([]);
    }
  });
});
