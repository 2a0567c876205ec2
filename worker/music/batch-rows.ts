import type { BatchItem } from 'drizzle-orm/batch';

export type SqliteBatchItem = BatchItem<'sqlite'>;

/** The row type of one statement of a `db.batch`. */
export type RowOf<Q extends SqliteBatchItem> = Q['_']['result'] extends (infer R)[] ? R : never;

/** drizzle's `batch` takes a non-empty tuple; lists built at run time are checked by the caller. */
export const asBatch = (items: SqliteBatchItem[]) => items as [SqliteBatchItem, ...SqliteBatchItem[]];
