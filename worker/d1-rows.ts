/**
 * How a statement's rows come back from D1, for the raw helpers
 * (raw-batch.ts) and the compiled pages (compiled-batch.ts).
 *
 * D1's `batch()` and `all()` answer rows as objects, which its binding builds
 * with `Object.fromEntries` over `[name, value]` pairs: two small arrays made
 * and dropped for every cell. For a 500-song Subsonic sync page that was a
 * third of the isolate's CPU (`npm run profile`, docs/bench.md
 * "OpenSubsonic"). `raw()` answers the same rows as arrays in the same round
 * trip, on the same session (so its bookmark applies), so a single statement
 * is read that way; a batch of several has no raw form and keeps objects.
 */

export type RowArrays = { columns: string[]; rows: unknown[][] };

/** One statement's column names and rows as arrays (one round trip). */
export async function rowArrays(statement: D1PreparedStatement): Promise<RowArrays> {
  const answer = await statement.raw<unknown[]>({ columnNames: true });
  const columns = (answer.shift() ?? []) as string[];
  return { columns, rows: answer };
}

/**
 * Rows as objects keyed by column name, as D1's own `all()` answers them
 * (a later column of a repeated name wins, as there), built by a plain loop:
 * every row takes the same shape, so V8 shares one hidden class (7 times
 * faster than D1's conversion for a page of 500 rows in Node).
 */
export function rowObjects({ columns, rows }: RowArrays): Record<string, unknown>[] {
  const objects: Record<string, unknown>[] = new Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    const object: Record<string, unknown> = {};
    for (let n = 0; n < columns.length; n++) object[columns[n]] = row[n];
    objects[r] = object;
  }
  return objects;
}
