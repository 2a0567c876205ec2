import { sql, type SQL } from 'drizzle-orm';

/** Extra columns a list selects beside a payload's own, by name (a keyset's sort key k0, a playlist entry's playlist id). */
export type ExtraColumns = Record<string, SQL>;

/** The parts of a list statement around a payload's select list. */
export type SelectParts = { from?: SQL; extra?: ExtraColumns; where?: SQL; orderBy: SQL; limit?: number; offset?: number };

/** `, expr AS name, ...` for the extra columns, or nothing. */
export const extraColumnsSql = (extra: ExtraColumns | undefined): SQL =>
  extra && Object.keys(extra).length
    ? sql`, ${sql.join(
        Object.entries(extra).map(([name, column]) => sql`${column} AS ${sql.raw(name)}`),
        sql`, `,
      )}`
    : sql``;

/** WHERE, ORDER BY and LIMIT/OFFSET of a list statement. */
export const listTailSql = (parts: SelectParts): SQL =>
  sql`${parts.where ? sql`WHERE ${parts.where}` : sql``} ORDER BY ${parts.orderBy}
    ${parts.limit !== undefined ? sql`LIMIT ${parts.limit} OFFSET ${parts.offset ?? 0}` : sql``}`;
