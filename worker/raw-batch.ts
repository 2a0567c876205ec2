import type { SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from './db';
import { rowArrays, rowObjects, type RowArrays } from './d1-rows';

const dialect = new SQLiteAsyncDialect();

export type Row = Record<string, unknown>;

/** The statements compiled and prepared on the request's D1 session (drizzle's batch takes query builders only). */
function prepareAll(db: Db, statements: SQL[]) {
  const session = db.$client;
  const prepared = statements.map((statement) => {
    const query = dialect.sqlToQuery(statement);
    return session.prepare(query.sql).bind(...query.params);
  });
  return { session, prepared };
}

/**
 * Raw statements as one D1 batch (one round trip, one transaction) on the
 * request's D1 session. Answers each statement's rows. A single statement is
 * read as arrays (d1-rows.ts).
 */
export async function rawBatch(db: Db, statements: SQL[]): Promise<Row[][]> {
  if (!statements.length) return [];
  const { session, prepared } = prepareAll(db, statements);
  if (prepared.length === 1) return [rowObjects(await rowArrays(prepared[0]))];
  const results = await session.batch<Row>(prepared);
  return results.map((result) => result.results ?? []);
}

export async function rawAll(db: Db, statement: SQL): Promise<Row[]> {
  return (await rawBatch(db, [statement]))[0];
}

/**
 * The same as `rawBatch`, each statement's rows as arrays with their column
 * names, for a mapper that reads cells by position (a 500-song Subsonic page:
 * no row objects at all when it is the only statement).
 */
export async function rawPages(db: Db, statements: SQL[]): Promise<RowArrays[]> {
  if (!statements.length) return [];
  const { session, prepared } = prepareAll(db, statements);
  if (prepared.length === 1) return [await rowArrays(prepared[0])];
  const results = await session.batch<Row>(prepared);
  return results.map(({ results: rows = [] }) => ({ columns: rows.length ? Object.keys(rows[0]) : [], rows: rows.map((row) => Object.values(row)) }));
}
