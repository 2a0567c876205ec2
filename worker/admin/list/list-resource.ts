import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields, SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { z, type ZodType } from 'zod';
import type { Db } from '../../db';
import { paginate, paginated } from '../../http/pagination';

/**
 * docs/api/admin.md, "Lists": one declaration per admin resource, and one
 * helper that turns `?page=&perPage=&orderBy=&orderDir=&query=&<filter>=`
 * into a single D1 statement. Only the declared columns sort and only the
 * declared filters filter, each with an index behind it (a query-plan test
 * per resource checks that no list scans its table).
 */

export const ADMIN_PER_PAGE = { default: 15, max: 100 } as const;

type Sortable = SQLiteColumn | SQL;

/**
 * A filter as a query parameter: how its text is read, and the condition it
 * adds. `countWhere`, when given, is the same condition written for the
 * capped total instead: the page walks the sort's index and checks each row
 * (EXISTS on a pivot), which stops at the page, while the total must find a
 * thousand matches and is fastest driven from the filter's own index (IN).
 */
export type ListFilter = {
  parse: z.ZodType;
  where: (value: never) => SQL | undefined;
  countWhere?: (value: never) => SQL | undefined;
  /**
   * When this filter is the only condition: a SELECT of one row per match
   * from the filter's own index (a pivot's), which the total counts without
   * visiting the table at all (a genre's thousand tracks: 1.3 ms to 0.05 ms).
   */
  countAlone?: (value: never) => SQL;
  /**
   * A range on this column (`countWhere` then searches the column's own
   * index): a page sorted by the same column uses `countWhere` too, so its
   * walk starts and stops at the range instead of checking every row from
   * the newest on (a year's users, newest first: 7 ms to 0.1 ms).
   */
  rangeOf?: SQLiteColumn;
};

/** The filters' vocabulary, so a declaration reads as what it filters by. */
export const filters = {
  /** `?name=<id>`: a positive whole number. */
  id: (where: (id: number) => SQL, count?: { where?: (id: number) => SQL; alone?: (id: number) => SQL }): ListFilter => ({
    parse: z.coerce.number().int().positive(),
    where: where as ListFilter['where'],
    countWhere: count?.where as ListFilter['countWhere'],
    countAlone: count?.alone as ListFilter['countAlone'],
  }),
  /** `?name=true|false`. */
  boolean: (where: (value: boolean) => SQL): ListFilter => ({ parse: z.enum(['true', 'false']).transform((v) => v === 'true'), where: where as ListFilter['where'] }),
  /** `?name=<one of>`. */
  oneOf: <T extends string>(values: readonly [T, ...T[]], where: (value: T) => SQL): ListFilter => ({ parse: z.enum(values), where: where as ListFilter['where'] }),
  /** `?name=<text>`: one value as typed (trimmed, not empty), e.g. an exact name. */
  text: (where: (value: string) => SQL, max = 200): ListFilter => ({ parse: z.string().trim().min(1).max(max), where: where as ListFilter['where'] }),
  /**
   * `?name=YYYY-MM-DD` (inclusive from). A date range is usually broad ("this
   * year"): the unary + keeps SQLite from sorting the whole range in memory;
   * it walks the sort's index and checks the date on the way (docs/bench.md).
   */
  dateFrom: (column: SQLiteColumn): ListFilter => dateRange(column, (on, d) => sql`${on} >= ${d}`),
  /** `?name=YYYY-MM-DD` (inclusive through that day). */
  dateTo: (column: SQLiteColumn): ListFilter => dateRange(column, (on, d) => sql`${on} < date(${d}, '+1 day')`),
};

/** A date bound: kept off the column's index for a page sorted otherwise (`+column`), on it for the total and a page sorted by the column. */
function dateRange(column: SQLiteColumn, bound: (on: SQL | SQLiteColumn, date: string) => SQL): ListFilter {
  return {
    parse: isoDate,
    where: ((d: string) => bound(sql`+${column}`, d)) as ListFilter['where'],
    countWhere: ((d: string) => bound(column, d)) as ListFilter['countWhere'],
    rangeOf: column,
  };
}

/**
 * SPEC section 5: an invalid ISO date is refused (422), never read as another
 * day. `Date.parse` alone would take 2026-02-30 for March 2, so the parsed day
 * must write back as the same text.
 */
const isRealDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.').refine(isRealDay, 'Use a real date.');

export type ListResource<Fields extends SelectedFields = SelectedFields> = {
  table: SQLiteTable;
  /** The table's id: bulk actions name rows by it and CSV exports walk it. */
  id: SQLiteColumn;
  /** A row's columns; related data comes as correlated subqueries (JSON), so a page stays one statement. */
  fields: Fields;
  /** Sortable columns by the name the client sends as `orderBy`. */
  sortable: Record<string, Sortable>;
  defaultSort: { orderBy: string; orderDir: 'asc' | 'desc' };
  /** A condition for `?query=` (text the admin typed). */
  search?: (query: string) => SQL | undefined;
  filters?: Record<string, ListFilter>;
  /** A row as the API sends it (JSON subqueries parsed, say); as selected when absent. */
  present?: (row: Record<string, unknown>) => unknown;
  /** The schema of a row as sent, which the OpenAPI document publishes for the list (worker/http/responds.ts). */
  row?: ZodType;
};

export type ListQuery = {
  page: number;
  perPage: number;
  orderBy?: string;
  orderDir?: 'asc' | 'desc';
  query?: string;
  [filter: string]: unknown;
};

/** The query-string schema of one resource: paging, its own sorts, search and filters; anything else is refused (422). */
export function listQuerySchema(resource: ListResource) {
  const sortNames = Object.keys(resource.sortable) as [string, ...string[]];
  const filterShape = Object.fromEntries(Object.entries(resource.filters ?? {}).map(([name, f]) => [name, f.parse.optional()]));
  return z
    .object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      perPage: z.coerce.number().int().min(1).max(ADMIN_PER_PAGE.max).default(ADMIN_PER_PAGE.default),
      orderBy: z.enum(sortNames, { error: 'This column cannot be sorted.' }).optional(),
      orderDir: z.enum(['asc', 'desc']).optional(),
      query: z.string().trim().max(200).optional(),
      ...filterShape,
    })
    .passthrough()
    .transform(({ workspaceId: _w, _method: _m, ...rest }) => rest as ListQuery);
}

/**
 * The WHERE of a query: search and every filter given, ANDed (as the total
 * counts them, with `forCount`; `sortedBy` is the page's sort column).
 */
export function listConditions(resource: ListResource, query: ListQuery, forCount = false, sortedBy?: Sortable): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.query && resource.search) conditions.push(resource.search(query.query));
  for (const [name, filter] of Object.entries(resource.filters ?? {})) {
    const indexed = forCount || (filter.rangeOf !== undefined && filter.rangeOf === sortedBy);
    if (query[name] !== undefined) conditions.push(((indexed && filter.countWhere) || filter.where)(query[name] as never));
  }
  return and(...conditions.filter(Boolean));
}

/**
 * Matching rows are counted up to this many and no further: past it a list
 * says "1,000+" (`more`), so a broad filter over a large table costs a
 * bounded walk, not a count of every row (issue 13's 100,000 users: at
 * 10,000 the count alone cost up to 8 ms; docs/bench.md).
 */
export const COUNT_CAP = 1000;

/** The one active filter's `countAlone` source, when it is the query's only condition. */
function countAloneSource(resource: ListResource, query: ListQuery): SQL | undefined {
  if (query.query && resource.search) return undefined;
  const active = Object.entries(resource.filters ?? {}).filter(([name]) => query[name] !== undefined);
  if (active.length !== 1) return undefined;
  const [name, filter] = active[0];
  return filter.countAlone?.(query[name] as never);
}

/** How many rows match, up to COUNT_CAP + 1, as an expression (a subquery over the same conditions). */
function totalOf(db: Db, resource: ListResource, query: ListQuery) {
  const alone = countAloneSource(resource, query);
  const source = alone
    ? sql`${alone} LIMIT ${COUNT_CAP + 1}`
    : db
        .select({ one: sql`1` })
        .from(resource.table)
        .where(listConditions(resource, query, true))
        .limit(COUNT_CAP + 1)
        .getSQL();
  return sql<number>`(SELECT count(*) FROM (${source}))`;
}

/**
 * ORDER BY of a query: the asked column (asc unless told), else the default;
 * ties by id in the same direction, so pages never repeat or skip tied rows
 * (an index on the column holds its rows in id order too: no extra sort).
 */
const sortColumnOf = (resource: ListResource, query: ListQuery): Sortable => resource.sortable[query.orderBy ?? resource.defaultSort.orderBy];

function orderOf(resource: ListResource, query: ListQuery): SQL[] {
  const column = sortColumnOf(resource, query);
  const direction = query.orderBy ? (query.orderDir ?? 'asc') : resource.defaultSort.orderDir;
  const by = direction === 'desc' ? desc : asc;
  return column === resource.id ? [by(resource.id)] : [by(column), by(resource.id)];
}

/**
 * The statement of one page: the rows and, on each, the total (for
 * query-plan tests too). The page's ids are found first (a late join), so the
 * columns and the correlated subqueries are read for those rows only, never
 * for every row a sort has to pass.
 */
export function listStatement<Fields extends SelectedFields>(db: Db, resource: ListResource<Fields>, query: ListQuery) {
  const where = listConditions(resource, query, false, sortColumnOf(resource as unknown as ListResource, query));
  const order = orderOf(resource, query);
  const pageIds = db
    .select({ id: resource.id })
    .from(resource.table)
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return db
    .select({ ...resource.fields, __total: totalOf(db, resource as unknown as ListResource, query) })
    .from(resource.table)
    .where(inArray(resource.id, pageIds))
    .orderBy(...order);
}

/** `listPage`'s answer for rows of this schema: a page, and `more` when the total passed COUNT_CAP. */
export const listPageSchema = (row: ZodType) => {
  const page = paginated(row);
  return z.object({ pagination: page.shape.pagination.extend({ more: z.boolean() }) });
};

/**
 * One page as DESIGN section 3's pagination: the rows and their total in one
 * statement (the total is an uncorrelated scalar subquery that SQLite runs
 * once). Only a page past the end, which has no row to carry the total, pays
 * a second, counting statement.
 */
export async function listPage<Fields extends SelectedFields>(db: Db, resource: ListResource<Fields>, query: ListQuery) {
  const rows = (await listStatement(db, resource, query)) as Record<string, unknown>[];
  let total = Number(rows[0]?.__total ?? NaN);
  if (Number.isNaN(total)) {
    const [row] = await db.select({ total: totalOf(db, resource as unknown as ListResource, query) }).from(sql`(select 1)`);
    total = Number(row?.total ?? 0);
  }
  const data = rows.map(({ __total: _t, ...row }) => (resource.present ? resource.present(row) : row));
  const page = paginate(data, query.page, query.perPage, Math.min(total, COUNT_CAP));
  return { pagination: { ...page.pagination, more: total > COUNT_CAP } };
}
