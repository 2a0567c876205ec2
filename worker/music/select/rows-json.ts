import { Column, is, SQL, sql } from 'drizzle-orm';
import { flatRowMapper } from '../../compiled-batch';

/** A drizzle select of flat fields (named columns): what `rowsJson` nests. */
type FlatSelect = { _: { result: unknown; selectedFields: Record<string, unknown> } };

/** The name a field's column has in the select's output: its alias, or a plain column's own name. */
function outputName(key: string, field: unknown): string {
  if (is(field, SQL.Aliased)) return field.fieldAlias;
  if (is(field, Column)) return field.name;
  throw new Error(`rowsJson: the field ${key} has no name in the select's output; select it with namedColumns`);
}

/**
 * A list as one JSON column of the statement that reads its owner, so a page
 * is one statement where it was several. Each statement of a D1 batch is its
 * own step and its own answer, and a batch answers rows as objects while a
 * single statement is read as arrays (d1-rows.ts): on the local server a cold
 * artist page ran at a tenth less of the `d1 floor`'s rate for each
 * statement (docs/bench.md, "Signed-in reads at the edge").
 *
 * The rows travel as arrays of cells in the select's column order
 * (`json_array`, in the order the select's ORDER BY gives: SQLite does not
 * flatten an ordered subquery into an aggregate) and are decoded as the
 * select's own fields decode them, so the column's value is exactly the rows
 * the select alone would answer. JSON carries integers, reals, text and
 * NULL as D1 does; a BLOB column cannot be nested this way.
 */
export function rowsJson<Q extends FlatSelect>(query: Q, alias: string): SQL<Q['_']['result']> {
  const fields = Object.entries(query._.selectedFields);
  const cells = fields.map(([key, field]) => sql.raw(`"${alias}"."${outputName(key, field)}"`));
  const mapRows = flatRowMapper(fields.map(([key, field]) => ({ path: [key], field })));
  return sql`(SELECT json_group_array(json_array(${sql.join(cells, sql`, `)})) FROM (${query as unknown as SQL}) ${sql.raw(`"${alias}"`)})`.mapWith(
    (json: string) => mapRows(JSON.parse(json) as unknown[][]),
  ) as SQL<Q['_']['result']>;
}
