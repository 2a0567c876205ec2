import { desc, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db';
import { errorLogs } from '../../db/admin';

export const DOWNLOAD_LATEST = { default: 200, max: 1_000 } as const;

export const downloadLatestQuery = z.object({
  limit: z.coerce.number().int().min(1).max(DOWNLOAD_LATEST.max).default(DOWNLOAD_LATEST.default),
});

/** Rows a read takes: with stacks of up to 16,000 characters, a batch stays well under D1's response limits. */
const READ_BATCH = 100;

/**
 * SPEC section 7, GET logs/error/download-latest: the newest `limit` errors
 * as JSON Lines (one entry an line, newest first, stack included), streamed
 * as the client reads: each batch is an index range below the last id sent.
 */
export function downloadLatestErrors(db: Db, limit: number): Response {
  const encoder = new TextEncoder();
  let sent = 0;
  let beforeId: number | null = null;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const wanted = Math.min(READ_BATCH, limit - sent);
        const rows = await db
          .select()
          .from(errorLogs)
          .where(beforeId === null ? undefined : lt(errorLogs.id, beforeId))
          .orderBy(desc(errorLogs.id))
          .limit(wanted);
        if (rows.length) {
          beforeId = rows[rows.length - 1].id;
          sent += rows.length;
          controller.enqueue(encoder.encode(rows.map((row) => `${JSON.stringify(row)}\n`).join('')));
        }
        if (rows.length < wanted || sent >= limit) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'Content-Disposition': `attachment; filename="error-log-${day}.jsonl"`,
      'Cache-Control': 'no-store',
    },
  });
}
