import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { asc, eq, sql } from 'drizzle-orm';
import { tracks } from '../../db/music-catalog';
import { createDb } from '../../worker/db';
import { inlineLimits, limitSlots } from '../../worker/d1-limits';
import { compiledBatch } from '../../worker/compiled-batch';
import { createTrack } from './support/music-fixtures';

// worker/d1-limits.ts writes integer LIMIT and OFFSET parameters into the
// statement text (decision 035): only those, with the others still bound in
// their order, and the rows D1 answers unchanged.

describe('LIMIT and OFFSET inlined', () => {
  it('writes integer LIMIT and OFFSET parameters as literals and keeps the rest bound in order', () => {
    expect(inlineLimits('SELECT id FROM t WHERE a = ? AND b = ? ORDER BY id LIMIT ? OFFSET ?', [5, 'x', 10, 20])).toEqual({
      sql: 'SELECT id FROM t WHERE a = ? AND b = ? ORDER BY id LIMIT 10 OFFSET 20',
      params: [5, 'x'],
    });
    expect(inlineLimits('select id from t limit ?\n  offset ?', [3, 0])).toEqual({ sql: 'select id from t limit 3\n  offset 0', params: [] });
    // A subquery's limits, between other parameters.
    expect(inlineLimits('SELECT (SELECT g FROM m WHERE m.a = ? ORDER BY g LIMIT 1 OFFSET ?) AS g, ? AS b', [7, 2, 'y'])).toEqual({
      sql: 'SELECT (SELECT g FROM m WHERE m.a = ? ORDER BY g LIMIT 1 OFFSET 2) AS g, ? AS b',
      params: [7, 'y'],
    });
  });

  it('leaves question marks and the words LIMIT and OFFSET inside literals, quoted names and comments alone', () => {
    const text = `SELECT 'limit ?' AS "offset ?", [limit ?], \`x?\` FROM t -- LIMIT ?\n/* OFFSET ? */ WHERE a = ? LIMIT ?`;
    expect(limitSlots(text)).toEqual([{ at: text.length - 1, param: 1 }]);
    expect(inlineLimits(text, ['a', 4])).toEqual({ sql: text.slice(0, -1) + '4', params: ['a'] });
    // A doubled quote inside a literal.
    expect(inlineLimits("SELECT 'it''s ?' FROM t WHERE a = ? LIMIT ?", [1, 2])).toEqual({ sql: "SELECT 'it''s ?' FROM t WHERE a = ? LIMIT 2", params: [1] });
  });

  it('keeps a value that is not a safe integer bound, and numbered parameters as they are', () => {
    for (const value of ['10', 1.5, null, 2 ** 60]) {
      expect(inlineLimits('SELECT id FROM t LIMIT ?', [value])).toEqual({ sql: 'SELECT id FROM t LIMIT ?', params: [value] });
    }
    expect(inlineLimits('SELECT id FROM t WHERE a = ?1 LIMIT ?2', [1, 2])).toEqual({ sql: 'SELECT id FROM t WHERE a = ?1 LIMIT ?2', params: [1, 2] });
  });

  it('pages through D1 as before, through drizzle and compiled statements', async () => {
    const made = [];
    for (let n = 0; n < 5; n++) made.push(await createTrack({ values: { name: `Inlined limit ${n}` } }));
    const ids = made.map((track) => track.id);
    const db = createDb(env.DB);
    const page = (limit: number, offset: number) =>
      db.select({ id: tracks.id }).from(tracks).where(sql`${tracks.name} LIKE 'Inlined limit %'`).orderBy(asc(tracks.id)).limit(limit).offset(offset);
    expect((await page(2, 1)).map((row) => row.id)).toEqual(ids.slice(1, 3));
    expect((await page(2, 3)).map((row) => row.id)).toEqual(ids.slice(3, 5));
    // The same text bound to other values: each answers its own page.
    const build = () => [db.select({ id: tracks.id }).from(tracks).where(eq(tracks.id, sql.placeholder('id'))).limit(sql.placeholder('limit'))] as const;
    for (const [id, limit, expected] of [[ids[0], 1, [ids[0]]], [ids[4], 1, [ids[4]]], [ids[2], 0, []]] as const) {
      const [rows] = await compiledBatch(db, 'test inlined limit', build, { id, limit });
      expect(rows.map((row) => row.id)).toEqual(expected);
    }
  });
});
