import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsMetric } from '../../db/analytics';
import { encodeNode, type Node } from './node-payload';

// Writing nodes (analytics_nodes, docs/decisions/019): a day's or a month's
// nodes of every scope travel as JSON in a few parameters, each upserted by
// its primary key.

/** About this much JSON per statement (D1 allows 2 MB a value; a broad catalog's day is thousands of nodes). */
const JSON_PER_STATEMENT = 500_000;

/** The first UTC hour (unix seconds / 3600) of a span: a day `YYYY-MM-DD` or a month `YYYY-MM`. */
export const spanFirstHour = (span: string) => Date.parse(`${span.length === 7 ? `${span}-01` : span}T00:00:00Z`) / 3_600_000;

/** The days of a span that is a month (`YYYY-MM`), else undefined. */
const monthDays = (span: string) => (span.length === 7 ? new Date(Date.UTC(Number(span.slice(0, 4)), Number(span.slice(5, 7)), 0)).getUTCDate() : undefined);

/**
 * Upserts of nodes per scope ('type:id' -> node) for one span, in statements
 * of about JSON_PER_STATEMENT; each writes only while `guard` holds.
 */
export function nodeWrites(metric: AnalyticsMetric, span: string, nodes: Map<string, Node>, firstHour: number, guard: SQL = sql`true`): SQL[] {
  const statements: SQL[] = [];
  let chunk: string[] = [];
  let size = 0;
  const flush = () => {
    if (!chunk.length) return;
    statements.push(sql`INSERT INTO analytics_nodes (metric, scope_type, scope_id, span, hours, dims, sketch, coarse)
      SELECT ${metric}, j.value ->> 0, j.value ->> 1, ${span}, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5 FROM json_each(${`[${chunk.join(',')}]`}) j WHERE ${guard}
      ON CONFLICT DO UPDATE SET hours = excluded.hours, dims = excluded.dims, sketch = excluded.sketch, coarse = excluded.coarse`);
    chunk = [];
    size = 0;
  };
  const days = monthDays(span);
  for (const [scope, node] of nodes) {
    const [type, id] = scope.split(':');
    const stored = encodeNode(node, firstHour, days);
    // hours, coarse and dims go as JSON strings: ->> answers them as the text stored.
    const entry = JSON.stringify([type, Number(id), stored.hours, stored.dims, stored.sketch, stored.coarse]);
    chunk.push(entry);
    size += entry.length;
    if (size >= JSON_PER_STATEMENT) flush();
  }
  flush();
  return statements;
}
