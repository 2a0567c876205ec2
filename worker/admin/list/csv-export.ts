import { and, asc, gt } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db';
import { listConditions, type ListQuery, type ListResource } from './list-resource';

export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown };

/** Rows a batch of the export reads: small enough for D1's row and response limits, large enough to be quick. */
const EXPORT_BATCH = 1000;

/** RFC 4180 quoting, and a leading quote on text a spreadsheet would run as a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Every row the list's search and filters match, as CSV that streams: each
 * pull reads the next batch by id (keyset, so every batch is an index range)
 * and the next is read only when the client has taken this one, so memory
 * stays flat however many rows there are. Ordered by id, whatever the list's
 * sort: a stable order that no concurrent insert can make skip or repeat.
 */
export function csvExport<Fields extends SelectedFields, Row>(
  db: Db,
  resource: ListResource<Fields>,
  query: ListQuery,
  columns: CsvColumn<Row>[],
  filename: string,
): Response {
  const where = listConditions(resource, query);
  const encoder = new TextEncoder();
  let lastId = 0;
  let done = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(columns.map((c) => c.header))));
    },
    async pull(controller) {
      if (done) return;
      const rows = (await db
        .select({ ...resource.fields, __id: resource.id })
        .from(resource.table)
        .where(and(where, gt(resource.id, lastId)))
        .orderBy(asc(resource.id))
        .limit(EXPORT_BATCH)) as (Row & { __id: number })[];
      if (rows.length) {
        lastId = rows[rows.length - 1].__id;
        controller.enqueue(encoder.encode(rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join('')));
      }
      if (rows.length < EXPORT_BATCH) {
        done = true;
        controller.close();
      }
    },
  }, { highWaterMark: 0 });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}
