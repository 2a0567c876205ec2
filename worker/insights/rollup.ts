import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { ANALYTICS_METRICS, type AnalyticsMetric, type AnalyticsScope } from '../../db/analytics';
import { rawGrouped } from './analytics-sources';
import { addRaw, emptyNode, mergeNode, mergeStored, type Node, type RawGroup, type StoredNode } from './node-payload';
import { nodeWrites, spanFirstHour } from './node-store';
import { rawAll, rawBatch } from '../raw-batch';
import { addDays } from './zoned-time';
import { rollupMonth, unbuiltMonths } from './rollup-month';
import { NEXT_UPDATED_AT } from './rollup-version';

// The daily rollup (docs/decisions/019-analytics-rollups.md): once a UTC day
// is over, its raw plays and page views become one node per scope (counts
// per hour, per breakdown key and a sketch of who), added to the scope's
// month-to-date node, and the metric's rolled_through moves to that day, in
// one D1 batch. Every cron run also rolls today up to now (the partial
// node), so a report reads only the raw rows of the minutes since. Every
// batch that writes nodes moves the state's updated_at forward: the nodes'
// version, which the report cache keys its sums by (report-cache.ts).

/** Days one cron run rolls up at most per metric; a backlog (the first run over a year of plays) continues at the next run. */
export const MAX_DAYS_PER_RUN = 62;
/** Months one cron run builds at most per metric when catching up (rolled-up days without a month node). */
export const MAX_MONTHS_PER_RUN = 3;

/**
 * Each scope's node of the raw rows in [day, to), and rolled_through: one
 * batch of three reads, the grouped rows, the credits of their tracks and
 * the state. Scopes: ('all', 0) and, for plays, the track, its album and
 * each credited artist.
 */
async function dayNodes(db: Db, metric: AnalyticsMetric, day: string, to: string): Promise<{ nodes: Map<string, Node>; rolledThrough: string | null }> {
  const grouped = rawGrouped(metric, sql`${day}`, to);
  const credits = metric === 'plays'
    ? sql`SELECT track_id, artist_id FROM track_artists WHERE track_id IN (SELECT DISTINCT track_id FROM plays WHERE created_at >= ${day} AND created_at < ${to})`
    : sql`SELECT NULL AS track_id, NULL AS artist_id WHERE false`;
  const [rows, creditRows, [state]] = await rawBatch(db, [grouped, credits, sql`SELECT rolled_through FROM analytics_rollup_state WHERE metric = ${metric}`]);
  const artistsOf = new Map<number, number[]>();
  for (const row of creditRows) {
    const track = Number(row.track_id);
    artistsOf.set(track, [...(artistsOf.get(track) ?? []), Number(row.artist_id)]);
  }
  const nodes = new Map<string, Node>();
  for (const raw of rows) addToScopes(nodes, metric, raw as unknown as RawGroup, artistsOf);
  return { nodes, rolledThrough: typeof state?.rolled_through === 'string' ? state.rolled_through : null };
}

/**
 * Adds a grouped raw row to the nodes ('type:id' -> node) of every scope it
 * counts in: ('all', 0) and, for plays, its track, the track's album and each
 * credited artist (`artistsOf`: track id -> artist ids). Answers those
 * scopes' nodes. The demo seed builds its year of nodes with it too.
 */
export function addToScopes(nodes: Map<string, Node>, metric: AnalyticsMetric, row: RawGroup, artistsOf: Map<number, number[]>): Node[] {
  const touched: Node[] = [];
  const addTo = (type: AnalyticsScope, id: number) => {
    const key = `${type}:${id}`;
    let node = nodes.get(key);
    if (!node) nodes.set(key, (node = emptyNode()));
    addRaw(node, metric, type, row);
    touched.push(node);
  };
  addTo('all', 0);
  if (metric !== 'plays' || row.track_id === null) return touched;
  addTo('track', row.track_id);
  if (row.album_id !== null) addTo('album', row.album_id);
  for (const artist of artistsOf.get(row.track_id) ?? []) addTo('artist', artist);
  return touched;
}

/** Scopes per statement when reading month nodes back (each a short JSON pair). */
const SCOPES_PER_READ = 5_000;

/** Reads the month nodes of scopes (`[type, id]` pairs), each by its primary key (the pairs drive the join). */
export const monthNodesRead = (metric: AnalyticsMetric, month: string, scopes: [string, number][]) =>
  sql`SELECT n.scope_type, n.scope_id, n.hours, n.dims, n.sketch FROM json_each(${JSON.stringify(scopes)}) j
    CROSS JOIN analytics_nodes n ON n.metric = ${metric} AND n.scope_type = j.value ->> 0 AND n.scope_id = j.value ->> 1 AND n.span = ${month}`;

/** Each scope's month node so far plus its day node: the month node after the day. */
async function monthAfterDay(db: Db, metric: AnalyticsMetric, month: string, days: Map<string, Node>): Promise<Map<string, Node>> {
  const scopes = [...days.keys()].map((scope): [string, number] => {
    const [type, id] = scope.split(':');
    return [type, Number(id)];
  });
  const reads: SQL[] = [];
  for (let i = 0; i < scopes.length; i += SCOPES_PER_READ) reads.push(monthNodesRead(metric, month, scopes.slice(i, i + SCOPES_PER_READ)));
  const months = new Map<string, Node>(days);
  const firstHour = spanFirstHour(month);
  for (const rows of await rawBatch(db, reads)) {
    for (const row of rows) {
      const scope = `${String(row.scope_type)}:${Number(row.scope_id)}`;
      const node = emptyNode();
      mergeStored(node, row as unknown as StoredNode, firstHour);
      mergeNode(node, days.get(scope)!);
      months.set(scope, node);
    }
  }
  return months;
}

/**
 * Rolls up one UTC day of one metric: the nodes of its scopes (upserts, so a
 * re-run replaces the day's figures) and rolled_through, never moved back,
 * in one batch. The month's node is the month to date: the next day in
 * order is added to it in the same batch (written only if rolled_through is
 * still the day before, so two runs cannot add a day twice); a day rolled up
 * again, or out of order, rebuilds its month from the day nodes. Answers the
 * statement count (the bench times this for a day of 10,000 plays).
 */
export async function rollupDay(db: Db, metric: AnalyticsMetric, day: string): Promise<number> {
  const { nodes, rolledThrough } = await dayNodes(db, metric, day, addDays(day, 1));
  const month = day.slice(0, 7);
  const next = rolledThrough === null || rolledThrough === addDays(day, -1);
  const guard = sql`coalesce((SELECT rolled_through FROM analytics_rollup_state WHERE metric = ${metric}), '') = ${rolledThrough ?? ''}`;
  const statements: SQL[] = [...nodeWrites(metric, day, nodes, spanFirstHour(day), next ? guard : sql`true`)];
  if (next) statements.push(...nodeWrites(metric, month, day.endsWith('-01') ? nodes : await monthAfterDay(db, metric, month, nodes), spanFirstHour(month), guard));
  statements.push(sql`INSERT INTO analytics_rollup_state (metric, rolled_through, updated_at) VALUES (${metric}, ${day}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    ON CONFLICT (metric) DO UPDATE SET rolled_through = max(rolled_through, excluded.rolled_through), updated_at = ${NEXT_UPDATED_AT}`);
  await rawBatch(db, statements);
  return statements.length + (next ? 0 : await rollupMonth(db, metric, month));
}

/**
 * Rolls today (`day`, the first day not rolled up) up to `through`: its
 * partial nodes and partial_through, in one batch; reports read the raw rows
 * from `through` on. The day's own rollup replaces the nodes once it is over.
 */
export async function rollupPartialDay(db: Db, metric: AnalyticsMetric, day: string, through: string): Promise<number> {
  const { nodes } = await dayNodes(db, metric, day, through);
  const statements: SQL[] = [
    ...nodeWrites(metric, day, nodes, spanFirstHour(day)),
    // With no state yet (the first raw row is today's), every earlier day is rolled up: there is none.
    sql`INSERT INTO analytics_rollup_state (metric, rolled_through, partial_through, updated_at) VALUES (${metric}, ${addDays(day, -1)}, ${through}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      ON CONFLICT (metric) DO UPDATE SET partial_through = excluded.partial_through, updated_at = ${NEXT_UPDATED_AT}`,
  ];
  await rawBatch(db, statements);
  return statements.length;
}

/** The first UTC day not rolled up yet: the day after rolled_through, or the oldest raw row's day; null when there is nothing. */
export async function firstUnrolledDay(db: Db, metric: AnalyticsMetric): Promise<string | null> {
  const table = sql.raw(metric === 'plays' ? 'plays' : 'page_views');
  const [row] = await rawAll(
    db,
    sql`SELECT (SELECT rolled_through FROM analytics_rollup_state WHERE metric = ${metric}) AS rolled, (SELECT min(created_at) FROM ${table}) AS oldest`,
  );
  if (typeof row?.rolled === 'string') return addDays(row.rolled, 1);
  return typeof row?.oldest === 'string' ? row.oldest.slice(0, 10) : null;
}

/**
 * Cron task `analytics:rollup`: every complete UTC day after rolled_through,
 * up to yesterday, per metric; then a few rolled-up months that have no
 * month node yet; then, once every earlier day is rolled up, today up to now.
 */
export async function rollupAnalytics(db: Db, now = new Date()): Promise<string> {
  const today = now.toISOString().slice(0, 10);
  const yesterday = addDays(today, -1);
  const done: string[] = [];
  for (const metric of ANALYTICS_METRICS) {
    let day = await firstUnrolledDay(db, metric);
    let days = 0;
    while (day !== null && day <= yesterday && days < MAX_DAYS_PER_RUN) {
      await rollupDay(db, metric, day);
      day = addDays(day, 1);
      days++;
    }
    const months = await unbuiltMonths(db, metric, MAX_MONTHS_PER_RUN);
    for (const month of months) await rollupMonth(db, metric, month);
    if (day === today) await rollupPartialDay(db, metric, today, now.toISOString());
    const monthsDone = months.length ? ` and ${months.length} month${months.length === 1 ? '' : 's'}` : '';
    done.push(`${metric}: ${days} day${days === 1 ? '' : 's'}${monthsDone}`);
  }
  return `Rolled up ${done.join(', ')}.`;
}
