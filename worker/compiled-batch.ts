import { Column, fillPlaceholders, noopDecoder, SQL, Subquery, is, type Placeholder } from 'drizzle-orm';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { Db } from './db';
import { rowArrays } from './d1-rows';

/**
 * A page's statements built once per isolate, then bound per request.
 *
 * Building a page's drizzle queries (entity checks, SQL chunks, the select's
 * field map) was about 30% of a cold artist page's CPU, more than D1's own
 * share (`npm run profile`, docs/bench.md "Signed-in reads at the edge").
 * The statements of a page differ per request only in their ids: built with
 * `sql.placeholder(...)` where the ids go, they compile to the same SQL
 * every time. So the first request compiles them (drizzle's own `_prepare`,
 * as its `batch` does) and keeps the SQL text, its parameters and a row
 * mapper; each request then prepares that text on its own D1 session (read
 * replicas and bookmarks still apply), binds the values and maps the rows.
 *
 * The mapper: drizzle's `mapResultRow` decides, for every column of every
 * row, what kind of field it holds (three `is` entity checks) and walks its
 * path; for a page of tracks that was the next 15% of a cold page's CPU.
 * A flat select's decoders are the same for every row, so they are looked
 * up once here; a select with nested objects (where drizzle nulls a
 * left-joined object) or a custom mapper keeps drizzle's own.
 */
type Decode = ((value: unknown) => unknown) | null;
type Field = { path: string[]; field: unknown };
type PreparedLike = {
  getQuery: () => { sql: string; params: unknown[] };
  mapResult: (result: unknown, isFromBatch?: boolean) => unknown;
  fields?: Field[];
  customResultMapper?: unknown;
};
type Compiled = {
  query: { sql: string; params: unknown[] };
  /** A batch result's rows (objects keyed by column name) mapped. */
  mapResult: (result: { results: Record<string, unknown>[] }) => unknown;
  /** A flat select's rows read as arrays (d1-rows.ts) mapped; absent where drizzle's mapper is kept. */
  mapRows?: RowsMapper;
};

/** The decoder of a selected field, or null where drizzle's would hand the value on unchanged. */
function decoderOf(field: unknown): Decode {
  type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
  // drizzle keeps an SQL's decoder internal; mapResultRow reads it the same way.
  const decoderOfSql = (query: unknown) => (query as { decoder: Decoder }).decoder;
  const decoder: Decoder = is(field, Column)
    ? field
    : is(field, SQL)
      ? decoderOfSql(field)
      : is(field, Subquery)
        ? decoderOfSql(field._.sql)
        : decoderOfSql((field as SQL.Aliased).sql);
  const plain = decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue || decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;
  return plain ? null : decoder.mapFromDriverValue.bind(decoder);
}

type RowsMapper = (rows: unknown[][]) => Record<string, unknown>[];

/** Maps rows (values in the select's column order) as drizzle's `mapResultRow` would. */
export function flatRowMapper(fields: Field[]): RowsMapper {
  const names = fields.map(({ path }) => path[0]);
  const decoders = fields.map(({ field }) => decoderOf(field));
  return (rows) =>
    rows.map((values) => {
      const mapped: Record<string, unknown> = {};
      for (let n = 0; n < names.length; n++) {
        const value = values[n];
        const decode = decoders[n];
        mapped[names[n]] = value === null || !decode ? value : decode(value);
      }
      return mapped;
    });
}

/**
 * D1 answers a batch's rows as objects keyed by column name, so two selected
 * columns of one name (tracks.name, albums.name) become one key and every
 * later value shifts (drizzle's own batch has the same flaw; namedColumns is
 * how our selects avoid it). Checked on a statement's first rows, loudly.
 */
function checkedOnce(name: string, fields: Field[] | undefined, mapResult: Compiled['mapResult']): Compiled['mapResult'] {
  let checked = !fields;
  return (result) => {
    if (!checked && result.results.length > 0) {
      const keys = Object.keys(result.results[0]).length;
      if (keys !== fields!.length) throw new Error(`${name}: selects ${fields!.length} columns, its rows have ${keys} names; select same-named columns under their own (namedColumns)`);
      checked = true;
    }
    return mapResult(result);
  };
}

function compile(name: string, query: BatchItem<'sqlite'>): Compiled {
  const prepared = (query as unknown as { _prepare: () => PreparedLike })._prepare();
  const { fields, customResultMapper } = prepared;
  const flat = fields && !customResultMapper && fields.every(({ path }) => path.length === 1);
  const mapRows = flat ? flatRowMapper(fields) : undefined;
  const mapResult: Compiled['mapResult'] = mapRows ? ({ results }) => mapRows(results.map((row) => Object.values(row))) : (result) => prepared.mapResult(result, true);
  return { query: prepared.getQuery(), mapResult: checkedOnce(name, fields, mapResult), mapRows };
}

/**
 * Compiled statements by name. Pages have fixed names; a smart playlist's
 * name holds its rules, so the names are bounded: past MAX_COMPILED the
 * first compiled goes (a fixed page compiles again when next asked).
 */
const MAX_COMPILED = 1_000;
const compiled = new Map<string, Compiled[]>();

/** An id a page's statements are built for: a number, or the placeholder a compiled statement binds it to. */
export type BoundId = number | Placeholder;

/**
 * `build` must give the same statements for every call: only placeholders
 * vary, under the names in `values`. `name` names that set of statements.
 */
export async function compiledBatch<T extends readonly [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]>(
  db: Db,
  name: string,
  build: () => T,
  values: Record<string, unknown>,
): Promise<BatchResponse<T>> {
  let statements = compiled.get(name);
  if (!statements) {
    statements = build().map((query, n) => compile(`${name} #${n + 1}`, query));
    compiled.set(name, statements);
    if (compiled.size > MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
  }
  const session = db.$client;
  const bound = statements.map(({ query }) => session.prepare(query.sql).bind(...fillPlaceholders(query.params, values)));
  // One flat statement (the track page, a search tab) is read as arrays: no row objects at all.
  const single = statements.length === 1 ? statements[0].mapRows : undefined;
  if (single) return [single((await rowArrays(bound[0])).rows)] as unknown as BatchResponse<T>;
  const results = await session.batch(bound);
  return results.map((result, n) => statements[n].mapResult(result as { results: Record<string, unknown>[] })) as BatchResponse<T>;
}
