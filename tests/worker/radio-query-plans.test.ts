import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { relatedTracksQuery } from '../../worker/radio/radio-query';
import { db } from './support/http';

// docs/radio.md: every signal of a radio reads an index, bounded by its LIMIT;
// SQLite plans without running the statement.

async function planOf(statement: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = statement.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ id: number; parent: number; detail: string }>();
  const depth = new Map<number, number>([[0, 0]]);
  return results.map((row) => {
    const level = depth.get(row.parent) ?? 0;
    depth.set(row.id, level + 1);
    return `${'  '.repeat(level)}${row.detail}`;
  });
}

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
