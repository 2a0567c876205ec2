import { describe, expect, it } from 'vitest';
import { SEARCH_TABS } from '../../worker/music/music-types';
import { searchPage, searchTotal } from '../../worker/search/search-queries';
import { vocabularyLookup } from '../../worker/search/spelling';
import { pollStatement } from '../../worker/search/answer-changes';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { db } from './support/http';
import { planOf } from './support/query-plan';

// docs/search.md: each search statement starts from its FTS5 index and reaches
// rows only by primary key or index. SQLite plans without running the statement.

type Statement = { toSQL(): { sql: string; params: unknown[] } };


const statements = () =>
  SEARCH_TABS.flatMap((tab): [string, Statement][] => [
    [`search/${tab} page`, searchPage(db(), tab, '"que"*', 20, 0) as unknown as Statement],
    [`search ${tab} page, stored or live`, searchPage(db(), tab, '"que"*', 20, 0, 'que') as unknown as Statement],
    [`search/${tab} total`, searchTotal(db(), tab, '"que"*')],
  ]);

describe('search query plans', () => {
  it('reads candidates from the FTS5 index and scans no table', async () => {
    for (const [name, statement] of statements()) {
      const plan = await planOf(statement);
      const context = `${name}\n${plan.join('\n')}`;
      // The FTS5 MATCH is answered by the virtual table's own index (idxNum:idxStr, "M" = MATCH),
      // and FTS5 itself delivers the rows in rowid order (idxNum bit 64), so the
      // LIMIT stops reading matches: no statement scores or sorts every match.
      const fts = plan.map((line) => /SCAN (\w+_fts|search_\w+) VIRTUAL TABLE INDEX (\d+):M/.exec(line)).find(Boolean);
      expect(fts, context).toBeTruthy();
      expect(Number(fts![2]) & 64, context).toBe(64);
      // "SCAN m/r/c" read the bounded subqueries, "SCAN x" the artists of one
      // row (json-list.ts), "SCAN mosaic_*" a playlist's first covers (playlist-select.ts);
      // a stored answer's ids (`j`, json_each) and its part of the page (`subquery-n`); a real table is only ever searched by key.
      const tableScans = plan.filter((line) => /^\s*SCAN (?!(m|r|c|x|mosaic_tracks|mosaic_covers|\(subquery-\d+\))$)(?!(\w+_fts|search_\w+|j) VIRTUAL)\S+/.test(line));
      expect(tableScans, context).toEqual([]);
    }
  });

  it('reads a stored answer by its key, and its ids by primary key', async () => {
    for (const tab of SEARCH_TABS) {
      const plan = await planOf(searchPage(db(), tab, '"que"*', 20, 0, 'que') as unknown as Statement);
      const context = `${tab}\n${plan.join('\n')}`;
      expect(plan.some((line) => /SEARCH s USING PRIMARY KEY \(key=\?\)/.test(line)), context).toBe(true);
      expect(plan.some((line) => /SEARCH x USING INTEGER PRIMARY KEY \(rowid=\?\)/.test(line)), context).toBe(true);
    }
  });

  it('reads the change log of the whole answers by its sequence, from where the isolate left off', async () => {
    const poll = pollStatement(41, Date.now() - 600_000, 3);
    const plan = await planOf({ toSQL: () => new SQLiteAsyncDialect().sqlToQuery(poll) });
    const context = plan.join('\n');
    expect(plan.some((line) => /SEARCH search_changes USING INTEGER PRIMARY KEY \(rowid>\?\)|SEARCH search_changes USING INDEX search_changes_at_idx \(at>\?\)/.test(line)), context).toBe(true);
    // Scanned: the one-row builds table, the keys (read whole, and only when their version moved) and the bounded page of changes.
    expect(plan.filter((line) => /^\s*SCAN (?!b$|search_answers$|\(subquery-\d+\)$)/.test(line)), context).toEqual([]);
  });

  it('looks a misspelled word up in the vocabulary by its keys', async () => {
    const plan = await planOf(vocabularyLookup(db(), ['harbr', 'vlvet']));
    expect(plan.some((line) => /SEARCH search_vocab USING PRIMARY KEY \(key=\?\)/.test(line)), plan.join('\n')).toBe(true);
    expect(plan.filter((line) => /^\s*SCAN (?!json_each VIRTUAL)/.test(line)), plan.join('\n')).toEqual([]);
  });
});
