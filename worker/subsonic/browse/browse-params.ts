import { sql, type SQL } from 'drizzle-orm';
import type { SubsonicParams } from '../subsonic-params';
import { SUBSONIC_ERROR, SubsonicError } from '../subsonic-types';

/** The most rows one list answers (getAlbumList2 `size`, search3 counts, ...). */
export const MAX_PAGE = 500;

/** A page size parameter: its default when absent, clamped to 0..MAX_PAGE. */
export const pageSize = (params: SubsonicParams, name: string, fallback: number) => params.int(name, { fallback, min: 0, max: MAX_PAGE }) ?? fallback;

export const pageOffset = (params: SubsonicParams, name = 'offset') => params.int(name, { fallback: 0, min: 0 }) ?? 0;

/** A request's origin, for absolute image URLs. */
export const originOf = (url: string) => new URL(url).origin;

/** The genre a `genre` parameter names: getGenres answers display names; the slug works too. */
export const genreIdSql = (genre: string) =>
  sql`(SELECT g.id FROM genres g WHERE g.name = ${genre.toLowerCase()} OR g.display_name = ${genre} COLLATE NOCASE ORDER BY g.name = ${genre.toLowerCase()} DESC LIMIT 1)`;

/** A release year range as ISO date bounds on a date column (years inclusive). */
export function yearRange(column: SQL, fromYear: number, toYear: number): SQL {
  const [low, high] = fromYear <= toYear ? [fromYear, toYear] : [toYear, fromYear];
  return sql`${column} >= ${`${String(low).padStart(4, '0')}-01-01`} AND ${column} < ${`${String(high + 1).padStart(4, '0')}-01-01`}`;
}

/** A required integer parameter (error 10 when absent). */
export function requiredInt(params: SubsonicParams, name: string): number {
  params.required(name);
  const value = params.int(name);
  if (value === undefined) throw new SubsonicError(SUBSONIC_ERROR.missingParameter, `Required parameter is missing: ${name}`);
  return value;
}
