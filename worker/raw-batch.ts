import type { SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from './db';

const dialect = new SQLiteAsyncDialect();

export type Row = Record<string, unknown>;

/**
 * Raw statements as one D1 batch (one round trip, one transaction) on the
 * request's D1 session: drizzle's batch takes query builders only, so the
 * statements are compiled here and prepared on the session itself. Answers
 * each statement's rows.
 */
export async function rawBatch(db: Db, statements: SQL[]): Promise<Row[][]> {
  if (!statements.length) return [];
  const session = db.$client;
  const prepared = statements.map((statement) => {
    const query = dialect.sqlToQuery(statement);
    return session.prepare(query.sql).bind(...query.params);
  });
  const results = await session.batch<Row>(prepared);
  return results.map((result) => result.results ?? []);
}

export async function rawAll(db: Db, statement: SQL): Promise<Row[]> {
  return (await rawBatch(db, [statement]))[0];
}
