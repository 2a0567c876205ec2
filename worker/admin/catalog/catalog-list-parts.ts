import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import type { ListFilter } from '../list/list-resource';

/**
 * Pieces the catalog lists share (docs/api/catalog-admin.md). Subqueries
 * name the outer row in full ("tracks"."id"): drizzle prints a single-table
 * select's columns without their table (docs/decisions/010).
 */

/** `?plays_min=` / `?plays_max=`: a whole number from 0. The unary + keeps a broad range off the plays index, so the sort's index walks. */
export const playsAtLeast = (column: SQLiteColumn): ListFilter => ({
  parse: z.coerce.number().int().min(0),
  where: ((n: number) => sql`+${column} >= ${n}`) as ListFilter['where'],
});
export const playsAtMost = (column: SQLiteColumn): ListFilter => ({
  parse: z.coerce.number().int().min(0),
  where: ((n: number) => sql`+${column} <= ${n}`) as ListFilter['where'],
});

/** The credited artists of a pivot, in billing order, as JSON [{id, name}]. */
export const creditsJson = (pivot: 'track_artists' | 'album_artists', key: 'track_id' | 'album_id', outerId: SQL) =>
  sql<string>`(SELECT json_group_array(json_object('id', a.id, 'name', a.name)) FROM (SELECT ar.id, ar.name FROM ${sql.raw(pivot)} p JOIN artists ar ON ar.id = p.artist_id WHERE p.${sql.raw(key)} = ${outerId} ORDER BY p.position) a)`;

/** A user as {id, name} (or null), by primary key. */
export const userJson = (userId: SQL) => sql<string | null>`(SELECT json_object('id', u.id, 'name', u.name) FROM users u WHERE u.id = ${userId})`;

/** JSON text of a subquery as a value (null stays null). */
export const parseJson = <T>(value: unknown, fallback: T): T => (value === null || value === undefined ? fallback : (JSON.parse(String(value)) as T));

export type Named = { id: number; name: string };
