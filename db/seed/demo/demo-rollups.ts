import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsMetric } from '../../analytics';
import { addToScopes } from '../../../worker/insights/rollup';
import { emptyNode, mergeNode, type Node, type RawGroup } from '../../../worker/insights/node-payload';
import { nodeWrites, spanFirstHour } from '../../../worker/insights/node-store';
import { addToSketch, emptySketch } from '../../../worker/insights/hyperloglog';
import { allocate, HOURLY, weightedIndex, type Audience } from './demo-audience';
import type { Random } from './prng';

// The analytics nodes of the demo's history (docs/decisions/019): what the
// cron's daily rollups would have written for it, built with the rollup's
// own fan-out (addToScopes) and stored with its own writes (nodeWrites), so
// insights and reports read the demo exactly as they read real plays.

/**
 * Days before today stored as day nodes: the 30-day range and the 30 days
 * it is compared with, whatever the reader's zone. Older days are stored in
 * their months only (as if their day nodes had been pruned): the 12-month
 * range reads months, and the seed stays quick.
 */
export const DEMO_DAY_NODE_DAYS = 62;

/** A count of `n` on one day of one scope set: the groups the rollup would have read (RawGroup), without who (see `identities`). */
export type DayCount = { track_id: number | null; album_id: number | null; path?: string; referrer?: string; n: number };

/** Spreads `count` over up to `groups` hours, places and devices of a day, as grouped raw rows. */
export function groupsOf(count: DayCount, groups: number, firstHour: number, random: Random, audience: () => Audience): RawGroup[] {
  const parts = allocate(count.n, Array.from({ length: Math.min(count.n, groups) }, () => 0.5 + random.next()));
  return parts
    .filter((n) => n > 0)
    .map((n) => ({ ...audience(), hour: firstHour + weightedIndex(random, HOURLY), track_id: count.track_id, album_id: count.album_id, path: count.path ?? null, referrer: count.referrer ?? null, who: null, n }));
}

/** Adds distinct listeners or visitors to the sketches of the given nodes. */
export function addIdentities(nodes: Node[], identities: string[]): void {
  for (const node of nodes) {
    const sketch = (node.sketch ??= emptySketch());
    for (const identity of identities) addToSketch(sketch, identity);
  }
}

/**
 * Collects day nodes into month nodes (the month to date, as the cron keeps
 * it) and turns both into statements: each recent day's as it is added
 * (`stored`), a month's when the next begins or at the end.
 */
export class NodeWriter {
  readonly statements: SQL[] = [];
  private month: string | null = null;
  private monthNodes = new Map<string, Node>();

  constructor(private readonly metric: AnalyticsMetric) {}

  addDay(day: string, nodes: Map<string, Node>, stored: boolean): void {
    if (day.slice(0, 7) !== this.month) this.flushMonth(day.slice(0, 7));
    if (stored) this.statements.push(...nodeWrites(this.metric, day, nodes, spanFirstHour(day)));
    for (const [scope, node] of nodes) {
      let month = this.monthNodes.get(scope);
      if (!month) this.monthNodes.set(scope, (month = emptyNode()));
      mergeNode(month, node);
    }
  }

  /** The remaining month's nodes and the metric's state: rolled up through `lastDay`, nothing of today yet. */
  finish(lastDay: string, now: Date): SQL[] {
    this.flushMonth(null);
    this.statements.push(sql`INSERT INTO analytics_rollup_state (metric, rolled_through, partial_through, updated_at) VALUES (${this.metric}, ${lastDay}, NULL, ${now.toISOString()})
      ON CONFLICT (metric) DO UPDATE SET rolled_through = excluded.rolled_through, partial_through = NULL, updated_at = excluded.updated_at`);
    return this.statements;
  }

  private flushMonth(next: string | null) {
    if (this.month && this.monthNodes.size) this.statements.push(...nodeWrites(this.metric, this.month, this.monthNodes, spanFirstHour(this.month)));
    this.month = next;
    this.monthNodes = new Map();
  }
}

/** Fans grouped rows out to their scopes' nodes (the rollup's addToScopes) and answers the scopes touched. */
export function addGroups(nodes: Map<string, Node>, metric: AnalyticsMetric, groups: RawGroup[], artistsOf: Map<number, number[]>): Node[] {
  const touched = new Set<Node>();
  for (const group of groups) for (const node of addToScopes(nodes, metric, group, artistsOf)) touched.add(node);
  return [...touched];
}

/** Rows as JSON arrays inserted through json_each, about 100 kB a statement (D1 binds at most 100 parameters). */
export function jsonInserts(table: string, columns: string[], rows: unknown[][]): SQL[] {
  const statements: SQL[] = [];
  const picks = sql.raw(columns.map((_, i) => `j.value ->> ${i}`).join(', '));
  for (let i = 0; i < rows.length; ) {
    const chunk: string[] = [];
    let size = 0;
    while (i < rows.length && size < 100_000) {
      const entry = JSON.stringify(rows[i++]);
      chunk.push(entry);
      size += entry.length;
    }
    statements.push(sql`INSERT INTO ${sql.identifier(table)} (${sql.raw(columns.join(', '))}) SELECT ${picks} FROM json_each(${`[${chunk.join(',')}]`}) j`);
  }
  return statements;
}
