import { Column, is, SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

type Fields = Record<string, Column | SQL | SQL.Aliased>;

export type NamedColumns<T extends Fields> = { [K in keyof T]: SQL.Aliased<SelectResultFields<T>[K]> };

/**
 * The columns selected AS their field names. Inside `db.batch`, D1 returns
 * rows as objects keyed by column name and drizzle reads them back by
 * position (d1ToRawMapping in drizzle-orm/d1/session.js), so two columns of
 * one name (tracks.name and albums.name) collapse into one key and shift
 * every later value. Unique names keep batched joins correct; each column
 * still decodes as itself (booleans, JSON).
 */
export function namedColumns<T extends Fields>(columns: T): NamedColumns<T> {
  const named: Record<string, SQL.Aliased> = {};
  for (const [name, field] of Object.entries(columns)) {
    if (is(field, Column)) named[name] = sql`${field}`.mapWith(field).as(name);
    else if (is(field, SQL)) named[name] = field.as(name);
    else named[name] = field;
  }
  return named as NamedColumns<T>;
}
