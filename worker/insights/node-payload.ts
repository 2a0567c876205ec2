import type { AnalyticsDimension, AnalyticsMetric, AnalyticsScope } from '../../db/analytics';
import { addToSketch, emptySketch, encodeSketch, HLL_REGISTERS, mergeSketch, type Sketch } from './hyperloglog';
import { REPORT_ROLLUP_TOP_KEYS, WIDE_DIMENSIONS } from './analytics-sources';

// A rolled-up span of one scope as the worker builds and reads it
// (docs/decisions/019): counts per UTC hour, counts per breakdown key and a
// sketch of who listened. The rollup adds raw rows to nodes and merges day
// nodes into months; a report merges the nodes of its spans and its raw rows
// alike, so a day counts the same whichever way it is read.

/** A node being built or summed: hours are UTC hours (unix seconds / 3600). */
export type Node = {
  hours: Map<number, number>;
  dims: Map<AnalyticsDimension, Map<string, number>>;
  sketch: Sketch | null;
};

export const emptyNode = (): Node => ({ hours: new Map(), dims: new Map(), sketch: null });

/** A raw row grouped by every column a node needs, with its count `n` (analytics-sources.ts rawGrouped). */
export type RawGroup = {
  hour: number;
  track_id: number | null;
  album_id: number | null;
  country: string | null;
  city: string | null;
  device_type: string | null;
  platform: string | null;
  browser: string | null;
  path: string | null;
  referrer: string | null;
  who: string | null;
  n: number;
};

const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);

function addKey(node: Node, dimension: AnalyticsDimension, key: string, n: number) {
  let keys = node.dims.get(dimension);
  if (!keys) node.dims.set(dimension, (keys = new Map()));
  add(keys, key, n);
}

/**
 * The breakdown keys of a raw row in a scope of `scopeType`: unknown values
 * count under '' (shown as "Unknown"); a row without a city has no city
 * key; a track scope has no track key, only the all and artist scopes have
 * album keys; page views have their path and referring host.
 */
export function rowKeys(metric: AnalyticsMetric, scopeType: AnalyticsScope, row: RawGroup): [AnalyticsDimension, string][] {
  const keys: [AnalyticsDimension, string][] = [];
  if (metric === 'views') keys.push(['path', row.path ?? ''], ['referrer', row.referrer ?? '']);
  keys.push(['country', row.country ?? '']);
  if (row.city) keys.push(['city', `${row.country ?? ''}:${row.city}`]);
  keys.push(['device', row.device_type ?? ''], ['platform', row.platform ?? ''], ['browser', row.browser ?? '']);
  if (metric === 'plays') {
    if (scopeType !== 'track' && row.track_id !== null) keys.push(['track', String(row.track_id)]);
    if ((scopeType === 'all' || scopeType === 'artist') && row.album_id !== null) keys.push(['album', String(row.album_id)]);
  }
  return keys;
}

/** Adds a grouped raw row to a node: its hour, its keys and who it was. */
export function addRaw(node: Node, metric: AnalyticsMetric, scopeType: AnalyticsScope, row: RawGroup): void {
  add(node.hours, row.hour, row.n);
  for (const [dimension, key] of rowKeys(metric, scopeType, row)) addKey(node, dimension, key, row.n);
  if (row.who !== null) addToSketch((node.sketch ??= emptySketch()), row.who);
}

// Stored form ----------------------------------------------------------------

/** The stored columns of a node (`coarse`: months only). */
export type StoredNode = { hours: string; coarse: string | null; dims: string; sketch: string };

/**
 * Hours relative to the span's first hour: dense `[0, c0, c1, ...]` or, when
 * shorter, pairs `[1, h, c, h, c, ...]` (a track's day is a hour or two).
 */
function encodeHours(hours: Map<number, number>, firstHour: number): number[] {
  const sorted = [...hours].filter(([, count]) => count > 0).sort((a, b) => a[0] - b[0]);
  if (!sorted.length) return [1];
  const span = sorted[sorted.length - 1][0] - firstHour + 1;
  if (span <= sorted.length * 2) {
    const dense = new Array<number>(span + 1).fill(0);
    for (const [hour, count] of sorted) dense[hour - firstHour + 1] = count;
    return dense;
  }
  const pairs = [1];
  for (const [hour, count] of sorted) pairs.push(hour - firstHour, count);
  return pairs;
}

/**
 * A month's hours (from `firstHour`, `days` long) with each UTC day but the
 * first and the last summed into its noon hour. Every hour of such a day
 * falls in the same local month in any zone (offsets are within 14 hours),
 * and the month's local start and end fall in its first or last UTC day, so
 * month buckets summed from these equal those from every hour.
 */
export function coarseHours(hours: Map<number, number>, firstHour: number, days: number): Map<number, number> {
  const coarse = new Map<number, number>();
  for (const [hour, count] of hours) {
    const day = Math.floor((hour - firstHour) / 24);
    add(coarse, day <= 0 || day >= days - 1 ? hour : firstHour + day * 24 + 12, count);
  }
  return coarse;
}

/** Calls `each(hour, count)` for every hour of a stored node whose span starts at `firstHour`. */
export function forEachHour(stored: string, firstHour: number, each: (hour: number, count: number) => void): void {
  const values = JSON.parse(stored) as number[];
  if (values[0] === 0) {
    for (let i = 1; i < values.length; i++) if (values[i]) each(firstHour + i - 1, values[i]);
  } else {
    for (let i = 1; i + 1 < values.length; i += 2) each(firstHour + values[i], values[i + 1]);
  }
}

/** Keys by count, then key: the same top keys, in the same order, at every re-run. */
const byCount = (a: [string, number], b: [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** Stored dimensions: `{dimension: [key, count, key, count, ...]}` by count, the wide ones cut to their top keys. */
export type StoredDims = Partial<Record<AnalyticsDimension, (string | number)[]>>;

function encodeDims(dims: Map<AnalyticsDimension, Map<string, number>>): StoredDims {
  const out: StoredDims = {};
  for (const dimension of [...dims.keys()].sort()) {
    let entries = [...dims.get(dimension)!].filter(([, count]) => count > 0).sort(byCount);
    if (WIDE_DIMENSIONS.includes(dimension)) entries = entries.slice(0, REPORT_ROLLUP_TOP_KEYS);
    // Track and album ids as numbers: a third less text to read back, and quicker to parse.
    const numeric = dimension === 'track' || dimension === 'album';
    if (entries.length) out[dimension] = entries.flatMap(([key, count]) => [numeric ? Number(key) : key, count]);
  }
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** Folds a stored (base64, dense or sparse) sketch into `into`. */
export function mergeStoredSketch(into: Sketch, stored: string): Sketch {
  if (!stored) return into;
  const text = atob(stored);
  if (text.length === HLL_REGISTERS) {
    for (let i = 0; i < HLL_REGISTERS; i++) {
      const value = text.charCodeAt(i);
      if (value > into[i]) into[i] = value;
    }
    return into;
  }
  for (let at = 0; at + 2 < text.length; at += 3) {
    const index = (text.charCodeAt(at) << 8) | text.charCodeAt(at + 1);
    const value = text.charCodeAt(at + 2);
    if (index < HLL_REGISTERS && value > into[index]) into[index] = value;
  }
  return into;
}

/**
 * The stored form of a node whose span starts at `firstHour` (a month's:
 * `monthDays` long, with its coarse hours), its wide dimensions cut to
 * their top keys.
 */
export function encodeNode(node: Node, firstHour: number, monthDays?: number): StoredNode {
  return {
    hours: JSON.stringify(encodeHours(node.hours, firstHour)),
    coarse: monthDays ? JSON.stringify(encodeHours(coarseHours(node.hours, firstHour, monthDays), firstHour)) : null,
    dims: JSON.stringify(encodeDims(node.dims)),
    sketch: node.sketch ? toBase64(encodeSketch(node.sketch)) : '',
  };
}

/** Sums a stored node into `node` (the month build): hours, keys and the sketch's registers. */
export function mergeStored(node: Node, stored: StoredNode, firstHour: number): void {
  forEachHour(stored.hours, firstHour, (hour, count) => add(node.hours, hour, count));
  for (const [dimension, list] of Object.entries(JSON.parse(stored.dims) as StoredDims)) {
    for (let i = 0; i + 1 < list.length; i += 2) addKey(node, dimension as AnalyticsDimension, String(list[i]), Number(list[i + 1]));
  }
  if (stored.sketch) mergeStoredSketch((node.sketch ??= emptySketch()), stored.sketch);
}

/** Sums node `other` into `node` (a day into its month). */
export function mergeNode(node: Node, other: Node): void {
  for (const [hour, count] of other.hours) add(node.hours, hour, count);
  for (const [dimension, keys] of other.dims) for (const [key, count] of keys) addKey(node, dimension, key, count);
  if (other.sketch) mergeSketch((node.sketch ??= emptySketch()), other.sketch);
}
