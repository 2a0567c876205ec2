import type { BatchItem } from 'drizzle-orm/batch';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { SQLiteInsertValue, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../../worker/db';

/** D1 binds at most 100 parameters per statement (https://developers.cloudflare.com/d1/platform/limits/). */
export const D1_MAX_BOUND_PARAMS = 100;

export type Statement = BatchItem<'sqlite'>;

/**
 * Multi-row inserts of `rows`, as many rows per statement as D1's parameter
 * cap allows. drizzle binds every given value and every non-SQL default, so
 * the count per row is measured on the rows themselves (meant for the demo's
 * few hundred rows; the bench's large seed writes literals instead).
 */
export function insertChunks<T extends SQLiteTable>(db: Db, table: T, rows: SQLiteInsertValue<T>[]): Statement[] {
  if (rows.length === 0) return [];
  const perRow = Math.max(1, ...rows.map((row) => db.insert(table).values(row).toSQL().params.length));
  const size = Math.max(1, Math.floor(D1_MAX_BOUND_PARAMS / perRow));
  const statements: Statement[] = [];
  for (let i = 0; i < rows.length; i += size) statements.push(db.insert(table).values(rows.slice(i, i + size)));
  return statements;
}

/** Runs statements in batches of `size` (each batch is one implicit transaction in D1). */
export async function runBatches(db: Db, statements: Statement[], size = statements.length) {
  for (let i = 0; i < statements.length; i += size) {
    const chunk = statements.slice(i, i + size);
    if (chunk.length) await db.batch(chunk as [Statement, ...Statement[]]);
  }
}

/** A query builder's SQL, to run it in a raw batch (worker/raw-batch.ts) with statements that are SQL already. */
export const sqlOf = (statement: Statement): SQL => (statement as unknown as SQLWrapper).getSQL();
