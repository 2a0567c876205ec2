import { fillPlaceholders, type Placeholder } from 'drizzle-orm';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { Db } from './db';

/**
 * A page's statements built once per isolate, then bound per request.
 *
 * Building a page's drizzle queries (entity checks, SQL chunks, the select's
 * field map) was about 30% of a cold artist page's CPU, more than D1's own
 * share (`npm run profile`, docs/bench.md "Signed-in reads at the edge").
 * The statements of a page differ per request only in their ids: built with
 * `sql.placeholder(...)` where the ids go, they compile to the same SQL
 * every time. So the first request compiles them (drizzle's own `_prepare`,
 * as its `batch` does) and keeps the SQL text, its parameters and the
 * result mapper; each request then prepares that text on its own D1 session
 * (read replicas and bookmarks still apply), binds the values and maps the
 * rows with the kept mapper, exactly as drizzle's batch would.
 */
type Compiled = { query: { sql: string; params: unknown[] }; mapResult: (result: unknown, isFromBatch?: boolean) => unknown };
type PreparedLike = { getQuery: () => { sql: string; params: unknown[] }; mapResult: Compiled['mapResult'] };

const compiled = new Map<string, Compiled[]>();

/** An id a page's statements are built for: a number, or the placeholder a compiled statement binds it to. */
export type BoundId = number | Placeholder;

/** `build` must give the same statements for every call: only placeholders vary, under the names in `values`. */
export async function compiledBatch<T extends readonly [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]>(
  db: Db,
  name: string,
  build: () => T,
  values: Record<string, unknown>,
): Promise<BatchResponse<T>> {
  let statements = compiled.get(name);
  if (!statements) {
    statements = build().map((query) => {
      const prepared = (query as unknown as { _prepare: () => PreparedLike })._prepare();
      return { query: prepared.getQuery(), mapResult: prepared.mapResult.bind(prepared) };
    });
    compiled.set(name, statements);
  }
  const session = db.$client;
  const results = await session.batch(statements.map(({ query }) => session.prepare(query.sql).bind(...fillPlaceholders(query.params, values))));
  return results.map((result, n) => statements[n].mapResult(result, true)) as BatchResponse<T>;
}

