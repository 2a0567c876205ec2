import type { SQL } from 'drizzle-orm';
import type { AnalyticsMetric } from '../../db/analytics';
import type { Db } from '../db';
import type { Frame } from './report-frame';
import { rawBatch, type Row } from '../raw-batch';
import { keptStatements, metricResult, metricStatements, rolledPart, type MetricRead, type ReadScope, type RolledPart } from './analytics-read';

// The report cache (docs/decisions/019, "The rolled-up part, cached"): a
// report's rolled-up part (its nodes summed: series counts, every key's
// counts, the sketches) changes only when nodes are written, and every
// batch that writes them moves the metric's version (rollup-version.ts).
// So the part is kept per isolate under what it depends on (metric, scope,
// the frame's zone, granularity and dates, hours only or not) with the
// version it was summed at and where its raw rows started. A report whose
// part is kept asks in its one batch for the version and the raw rows from
// there (keptStatements, short statements); if the version moved, one more
// batch reads the nodes and the raw rows again. Without a kept part the
// batch reads the nodes with their version (metricStatements). Nothing but
// the nodes' sums is kept: the access check and the raw rows after the
// rollup are read by every request.

/** The bound of the kept parts: this many, and about this many bytes (a 12-month admin report's part is a few hundred kB). */
const MAX_ENTRIES = 500;
const MAX_WEIGHT = 24 * 1024 * 1024;

type Entry = { version: string; rawFrom: string; part: RolledPart };
const entries = new Map<string, Entry>();
let weight = 0;
const stats = { hits: 0, misses: 0, rereads: 0 };

const keyOf = (metric: AnalyticsMetric, scope: ReadScope, frame: Frame, hoursOnly: boolean) =>
  [metric, hoursOnly ? 'hours' : 'all', scope.type, scope.id, frame.timezone, frame.granularity, frame.prevStartDate, frame.startDate, frame.endDate].join('|');

function keep(key: string, entry: Entry) {
  const old = entries.get(key);
  if (old) {
    weight -= old.part.weight;
    entries.delete(key);
  }
  entries.set(key, entry);
  weight += entry.part.weight;
  // Map iteration is insertion order (a hit is moved to the end): the first key is the least recently used.
  while (entries.size > 1 && (entries.size > MAX_ENTRIES || weight > MAX_WEIGHT)) {
    const [oldest, dropped] = entries.entries().next().value!;
    entries.delete(oldest);
    weight -= dropped.part.weight;
  }
}

/**
 * A metric's read for a report: its two statements for the caller's batch
 * (keptStatements with a kept part, else metricStatements), and `read` of
 * their rows: the kept part if the version is still its own (else the
 * nodes read again in one more batch), or the part summed from the nodes
 * (then kept), plus the raw rows.
 */
export function metricReader(
  metric: AnalyticsMetric,
  scope: ReadScope,
  frame: Frame,
  hoursOnly = false,
): { statements: SQL[]; read: (db: Db, first: Row[], second: Row[]) => Promise<MetricRead> } {
  const key = keyOf(metric, scope, frame, hoursOnly);
  // The entry the statements were built for: another request may replace it before this one's batch answers.
  const known = entries.get(key);
  return {
    statements: known ? keptStatements(metric, scope, frame, hoursOnly, known.rawFrom) : metricStatements(metric, scope, frame, hoursOnly),
    async read(db, first, second) {
      let [nodes, raw] = [first, second];
      if (known) {
        if (first[0]?.version === known.version) {
          stats.hits++;
          // Most recently used.
          if (entries.get(key) === known) {
            entries.delete(key);
            entries.set(key, known);
          }
          return metricResult(metric, scope, frame, known.part, raw);
        }
        // Nodes were written since the part was summed: them and the raw rows after them, again.
        stats.rereads++;
        [nodes, raw] = await rawBatch(db, metricStatements(metric, scope, frame, hoursOnly));
      }
      stats.misses++;
      const part = rolledPart(frame, nodes);
      // The version's row (the first): the version and where the raw rows start. None without a state row: nothing is rolled up, nothing to keep.
      const header = nodes.find((row) => row.version !== null && row.version !== undefined);
      if (header) keep(key, { version: String(header.version), rawFrom: String(header.raw_from), part });
      return metricResult(metric, scope, frame, part, raw);
    },
  };
}

/** Forgets every kept part (tests, to compare a cached report with an uncached one). */
export function forgetReportParts(): void {
  entries.clear();
  weight = 0;
}

/** Hits and misses so far, and what is kept (tests). */
export function reportCacheStats() {
  return { ...stats, entries: entries.size, weight };
}
