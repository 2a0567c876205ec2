import { sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../types';
import type { Row } from '../../raw-batch';
import type { ExtraColumns } from '../payloads/select-parts';

/*
 * Keyset paging behind Subsonic's offsets (docs/decisions/024-subsonic-keyset-paging.md).
 * Clients page with `offset`; an OFFSET makes SQLite walk and drop every row
 * before the page, so the last page of a 100,000-track sync costs a
 * hundred times the first. Each page we answer ends at a row whose sort key
 * we remember under (user, list, offset of the next page); the next request
 * continues after that key (`WHERE (k1, k2) > (?, ?)` on the list's index)
 * and pays for its own rows only. Unknown offsets (a client that jumps, a
 * cold isolate with no KV entry) fall back to OFFSET and still answer right.
 */

/** A list's order: its key columns (selected as k0, k1, ...) and their direction, all the same. */
export type KeysetOrder = { columns: SQL[]; descending?: boolean };

type Key = unknown[];

const MAX_KEYS = 5_000;
const KV_TTL_SECONDS = 3_600;
const keys = new Map<string, Key>();

const kvName = (name: string) => `subsonic-keyset:${name}`;

/** The key of the row that ended the page before `offset`, from this isolate or KV; null when unknown. */
async function knownKey(c: Context<AppEnv>, name: string): Promise<Key | null> {
  const local = keys.get(name);
  if (local) return local;
  return (await c.env.CACHE.get<Key>(kvName(name), 'json').catch(() => null)) ?? null;
}

function rememberKey(c: Context<AppEnv>, name: string, key: Key) {
  // A list read again unchanged (a home screen's newest albums) writes nothing: KV takes one write a second per key.
  if (JSON.stringify(keys.get(name)) === JSON.stringify(key)) return;
  keys.delete(name);
  keys.set(name, key);
  // Insertion order: the first entries are the least recently written.
  for (const oldest of keys.keys()) {
    if (keys.size <= MAX_KEYS) break;
    keys.delete(oldest);
  }
  c.executionCtx.waitUntil(c.env.CACHE.put(kvName(name), JSON.stringify(key), { expirationTtl: KV_TTL_SECONDS }).catch(() => undefined));
}

/** The ORDER BY of a keyset order. */
export const keysetOrderBy = (order: KeysetOrder) =>
  sql.join(
    order.columns.map((column) => (order.descending ? sql`${column} DESC` : column)),
    sql`, `,
  );

/** The key columns as extra select columns k0, k1, ... (read back by `keyOf`). */
export const keysetColumns = (order: KeysetOrder): ExtraColumns => Object.fromEntries(order.columns.map((column, n) => [`k${n}`, column]));

const keyOf = (row: Row, order: KeysetOrder): Key => order.columns.map((_, n) => row[`k${n}`]);

/** After the key: a row-value comparison SQLite answers with a seek on the list's index. */
export const afterKey = (order: KeysetOrder, key: Key) =>
  sql`(${sql.join(order.columns, sql`, `)}) ${sql.raw(order.descending ? '<' : '>')} (${sql.join(
    key.map((value) => sql`${value}`),
    sql`, `,
  )})`;

export type KeysetPage = {
  /** A condition to AND into the list's WHERE: after the remembered key, or none (then `offset` applies). */
  where: SQL | null;
  offset: number;
  /** Call with the page's rows (selected with `keysetColumns`): remembers the key that ends it, under the next page's offset. */
  remember: (rows: Row[]) => void;
};

/**
 * The page at `offset` of the list `list` (a name that includes the user and
 * every parameter that shapes the list): after the key that ended the page
 * before it when we answered that one, else by OFFSET.
 */
export async function keysetPage(c: Context<AppEnv>, list: string, order: KeysetOrder, offset: number, size: number): Promise<KeysetPage> {
  const key = offset > 0 ? await knownKey(c, `${list}@${offset}`) : null;
  return {
    where: key ? afterKey(order, key) : null,
    offset: key ? 0 : offset,
    // A short page is remembered too: a client that asks past it still continues after its last row (rows added since come next).
    remember: (rows) => {
      if (rows.length) rememberKey(c, `${list}@${offset + size}`, keyOf(rows[rows.length - 1], order));
    },
  };
}

/** Forget every key this isolate holds (tests). */
export const forgetKeysetKeys = () => keys.clear();
