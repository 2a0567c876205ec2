import { env } from 'cloudflare:test';

/** Anything drizzle can print as SQL: a query builder or a batch item. */
export type PlannableStatement = { toSQL(): { sql: string; params: unknown[] } };

/**
 * SQLite's EXPLAIN QUERY PLAN of a drizzle statement (planned, not run), one
 * line a step, indented by depth, for assertions that name the index used.
 */
export async function planOf(statement: PlannableStatement): Promise<string[]> {
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
