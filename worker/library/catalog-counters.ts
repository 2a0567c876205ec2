import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { albums, tracks } from '../../db/music-catalog';
import type { Db } from '../db';

/** Tracks and albums share the like, repost and comment counters. */
export type CatalogType = 'track' | 'album';
export type CatalogCounter = 'likes_count' | 'reposts_count' | 'comments_count';

const tableOf = (type: CatalogType) => (type === 'track' ? tracks : albums);

/** `column + delta`, never below zero. */
export const bumped = (column: AnyColumn, delta: number | SQL) => sql<number>`max(${column} + ${delta}, 0)`;

/** The item's id when it exists (a query, so it can join a batch). */
export function selectCatalogItem(db: Db, type: CatalogType, id: number) {
  const table = tableOf(type);
  return db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
}

export async function catalogItemExists(db: Db, type: CatalogType, id: number): Promise<boolean> {
  const [row] = await selectCatalogItem(db, type, id);
  return Boolean(row);
}

/**
 * Adds `delta` to a denormalized counter when `when` holds. Runs in the batch
 * that writes the counted row, before that write, with `when` testing that
 * the write will change something: an idempotent repeat leaves the counter
 * alone, and no count(*) over a popular item's rows is needed.
 */
export function bumpCatalogCounter(db: Db, type: CatalogType, id: number, counter: CatalogCounter, delta: number | SQL, when?: SQL) {
  if (type === 'track') {
    return db.update(tracks).set({ [counter]: bumped(tracks[counter], delta) }).where(and(eq(tracks.id, id), when));
  }
  return db.update(albums).set({ [counter]: bumped(albums[counter], delta) }).where(and(eq(albums.id, id), when));
}

export function readCatalogCounter(db: Db, type: CatalogType, id: number, counter: CatalogCounter) {
  const table = tableOf(type);
  return db.select({ count: table[counter] }).from(table).where(eq(table.id, id));
}
