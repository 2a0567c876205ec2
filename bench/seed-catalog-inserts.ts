import { getTableColumns, getTableName, is, sql, SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { SQLiteInsertValue, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../worker/db';
import type { Statement } from '../db/seed/demo/insert-chunks';

/** D1's cap on one statement's SQL text is 100 KB (https://developers.cloudflare.com/d1/platform/limits/); keep a margin. */
const MAX_STATEMENT_BYTES = 90_000;
/** Local D1 fails compiling a VALUES list of several thousand rows (measured: 5,000 fine, 8,000 SQLITE_NOMEM). */
const MAX_ROWS_PER_STATEMENT = 1000;
const utf8 = new TextEncoder();

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  // SQLite string literals escape a quote by doubling it; there are no other escapes.
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`cannot write ${typeof value} as an SQL literal`);
}

/** What drizzle would store for `value`, or for a value left out, the column's default. */
function driverValue(column: SQLiteColumn, value: unknown): unknown {
  if (value !== undefined) return column.mapToDriverValue(value);
  if (column.default === undefined || column.default === null) return null;
  if (is(column.default, SQL)) throw new Error(`${column.name}: give every row a value (its default is SQL)`);
  return column.mapToDriverValue(column.default);
}

/**
 * Multi-row inserts with the values written as SQL literals, up to ~90 KB of
 * SQL per statement. Why not bound parameters: local D1 costs ~5 ms per
 * statement whatever its size, and D1's cap of 100 bound parameters would
 * turn the bench catalog into ~25,000 statements (minutes); as literals it is
 * a few hundred. Only for rows we generate ourselves (the bench seed), never
 * for user input. Values go through each column's driver mapping (JSON,
 * booleans), so they land exactly as drizzle would store them.
 */
export function literalInserts<T extends SQLiteTable>(db: Db, table: T, rows: SQLiteInsertValue<T>[]): Statement[] {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((field) => field in columns);
  const head = `INSERT INTO "${getTableName(table)}" (${fields.map((f) => `"${columns[f].name}"`).join(', ')}) VALUES `;
  const statements: Statement[] = [];
  let values: string[] = [];
  let bytes = head.length;
  const flush = () => {
    if (values.length) statements.push(db.run(sql.raw(head + values.join(','))));
    [values, bytes] = [[], head.length];
  };
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    const tuple = `(${fields.map((f) => literal(driverValue(columns[f], record[f]))).join(',')})`;
    const size = utf8.encode(tuple).length + 1;
    if (bytes + size > MAX_STATEMENT_BYTES || values.length === MAX_ROWS_PER_STATEMENT) flush();
    values.push(tuple);
    bytes += size;
  }
  flush();
  return statements;
}
