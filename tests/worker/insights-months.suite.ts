import { beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { plays } from '../../db/music-social';
import { adminHeaders, createUser, db, loginAs, request } from './support/http';
import { users } from '../../db/users';
import { eq } from 'drizzle-orm';
import { localMidnight } from '../../worker/insights/zoned-time';
import { createAlbum, createArtist, createTrack } from './support/music-fixtures';
import { planOf } from './support/query-plan';
import { monthNodesRead, rollupAnalytics, rollupDay } from '../../worker/insights/rollup';
import { rollupMonth, unbuiltMonths } from '../../worker/insights/rollup-month';
import { REPORT_ROLLUP_TOP_KEYS } from '../../worker/insights/analytics-sources';
import { keptStatements, metricStatements, type ReadScope } from '../../worker/insights/analytics-read';
import { buildFrame } from '../../worker/insights/report-frame';
import { buildDaySeries, buildSeries, offsetSegments } from '../../worker/insights/report-series';
import type { PlaysReport } from '../../worker/insights/insights-types';

// The month rollups and the top keys (docs/decisions/019): a report over
// whole months reads the month nodes and must still equal a direct count.
// These plays are in 2024, long before the rollup suite's days (which are
// rolled up and reported on before this suite runs), and are rolled up day
// by day with rollupDay, as the cron does.

type RawPlay = { at: string; track: number; user: number | null; visitor: string | null; country: string; city: string | null };

let fx: { artist: number; t1: number; t2: number; admin: Record<string, string> };
let raw: RawPlay[] = [];

const dialect = new SQLiteAsyncDialect();
const plannable = (statement: SQL) => ({ toSQL: () => dialect.sqlToQuery(statement) });

async function insertPlays(rows: RawPlay[]) {
  const values = rows.map((p) => ({ track_id: p.track, user_id: p.user, visitor: p.visitor, country: p.country, city: p.city, device_type: 'mobile' as const, platform: 'iOS', browser: 'Safari', created_at: p.at }));
  // D1 binds at most 100 parameters a statement.
  for (let i = 0; i < values.length; i += 9) await db().insert(plays).values(values.slice(i, i + 9));
}

async function report(path: string) {
  const res = await request(path, { headers: fx.admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PlaysReport;
}

/** A node's stored keys (`{dimension: [key, count, ...]}`) as `{dimension: {key: count}}`. */
function storedDims(json: string): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const [dimension, list] of Object.entries(JSON.parse(json) as Record<string, (string | number)[]>)) {
    out[dimension] = {};
    for (let i = 0; i < list.length; i += 2) out[dimension][String(list[i])] = Number(list[i + 1]);
  }
  return out;
}

const breakdownMap = (entries: { key: string; value: number }[]) => Object.fromEntries(entries.map((e) => [e.key, e.value]));
function countBy(rows: RawPlay[], key: (p: RawPlay) => string | null) {
  const out: Record<string, number> = {};
  for (const p of rows) {
    const k = key(p);
    if (k !== null) out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

beforeAll(async () => {
  const artist = await createArtist();
  const album = await createAlbum({ artists: [artist] });
  const t1 = await createTrack({ artists: [artist], album });
  const t2 = await createTrack({ artists: [artist] });
  const [u1, u2] = [await createUser(), await createUser()];
  fx = { artist: artist.id, t1: t1.id, t2: t2.id, admin: await adminHeaders() };
  // Edge days around March 2024 (a whole month inside the range) and days inside it, the last instant of the month included.
  const instants = ['2024-02-27T10:00:00.000Z', '2024-02-29T23:59:59.000Z', '2024-03-01T00:00:00.000Z', '2024-03-09T12:00:00.000Z', '2024-03-09T13:00:00.000Z', '2024-03-20T08:00:00.000Z', '2024-03-31T23:59:59.999Z', '2024-04-01T00:00:00.000Z', '2024-04-02T18:00:00.000Z'];
  raw = instants.flatMap((at, i) => [
    { at, track: t1.id, user: i % 2 ? u1.id : null, visitor: i % 2 ? null : `guest-${i % 3}`, country: ['US', 'DE', 'JP'][i % 3], city: i % 4 ? `City ${i % 4}` : null },
    { at, track: i % 3 ? t2.id : t1.id, user: u2.id, visitor: null, country: 'FR', city: 'Paris' },
  ]);
  await insertPlays(raw);
  const days = [...new Set(raw.map((p) => p.at.slice(0, 10)))].sort();
  // The last day of February and of March build their months.
  for (const day of [...days, '2024-02-29', '2024-03-31'].sort()) await rollupDay(db(), 'plays', day);
});

describe('the month rollup', () => {
  it("sums the month's days per key and merges its sketches", async () => {
    const [march] = await db().all<{ dims: string; sketch: string }>(sql`SELECT dims, sketch FROM analytics_nodes
      WHERE metric = 'plays' AND scope_type = 'artist' AND scope_id = ${fx.artist} AND span = '2024-03'`);
    const countries = storedDims(march.dims).country;
    const inMarch = raw.filter((p) => p.at.startsWith('2024-03'));
    expect(countries).toEqual(countBy(inMarch, (p) => p.country));
    expect(march.sketch).not.toBe('');
    const months = await db().all(sql`SELECT span FROM analytics_nodes WHERE metric = 'plays' AND scope_type = 'artist' AND scope_id = ${fx.artist} AND length(span) = 7 ORDER BY span`);
    // Every month with a rolled-up day has its node (April: its first two days).
    expect(months).toEqual([{ span: '2024-02' }, { span: '2024-03' }, { span: '2024-04' }]);
  });

  it('gives reports over whole months equal to direct counts, read from the month rows', async () => {
    const path = `/api/v1/insights/artist/${fx.artist}?range=custom&start=2024-02-28&end=2024-04-02&granularity=week`;
    const inRange = raw.filter((p) => p.at >= '2024-02-28' && p.at < '2024-04-03');
    const check = (r: PlaysReport) => {
      expect(r.plays.value).toBe(inRange.length);
      expect(r.plays.series.reduce((sum, p) => sum + p.value, 0)).toBe(inRange.length);
      expect(breakdownMap(r.countries)).toEqual(countBy(inRange, (p) => p.country));
      expect(breakdownMap(r.cities)).toEqual(countBy(inRange, (p) => (p.city ? `${p.country}:${p.city}` : null)));
      expect(breakdownMap(r.top_tracks)).toEqual(countBy(inRange, (p) => String(p.track)));
      expect(r.listeners.value).toBe(new Set(inRange.map((p) => (p.user ? `u${p.user}` : p.visitor))).size);
    };
    check(await report(path));
    // Without March's day nodes of the scope the figures are the same: they come from the month.
    await db().run(sql`DELETE FROM analytics_nodes WHERE metric = 'plays' AND scope_type = 'artist' AND scope_id = ${fx.artist} AND span >= '2024-03-01' AND span <= '2024-03-31'`);
    check(await report(path));
  });

  it("gives month buckets equal to direct counts in any zone from the months' coarse hours", async () => {
    // March's month node stores coarse hours (its first and last UTC day by the hour, the days between at noon).
    const [march] = await db().all<{ hours: string; coarse: string }>(sql`SELECT hours, coarse FROM analytics_nodes
      WHERE metric = 'plays' AND scope_type = 'all' AND scope_id = 0 AND span = '2024-03'`);
    expect(march.coarse.length).toBeLessThan(march.hours.length);
    const reader = await createUser({ roles: ['admin'] });
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      await db().update(users).set({ timezone: zone }).where(eq(users.id, reader.id));
      const res = await request('/api/v1/admin/reports/plays?range=custom&start=2024-03-01&end=2024-03-31&granularity=month', { headers: (await loginAs(reader.id)).headers });
      const r = (await res.json()) as PlaysReport;
      const within = (from: string, to: string) => raw.filter((p) => Date.parse(p.at) >= localMidnight(from, zone) && Date.parse(p.at) < localMidnight(to, zone)).length;
      expect(r.plays.series, zone).toEqual([{ bucket: '2024-03-01', value: within('2024-03-01', '2024-04-01') }]);
      expect(r.plays.previous, zone).toBe(within('2024-01-30', '2024-03-01'));
    }
  });

  it('is idempotent, and the cron builds rolled-up months that have none', async () => {
    // The artist's March days were removed above: its month node is not rebuilt alike.
    const snapshot = () =>
      db().all(sql`SELECT scope_type, scope_id, hours, dims, sketch FROM analytics_nodes WHERE metric = 'plays' AND span = '2024-03' AND scope_type <> 'artist' ORDER BY 1, 2`);
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(0);
    await rollupMonth(db(), 'plays', '2024-03');
    expect(await snapshot()).toEqual(before);
    await db().run(sql`DELETE FROM analytics_nodes WHERE metric = 'plays' AND span = '2024-03'`);
    expect(await unbuiltMonths(db(), 'plays', 10)).toContain('2024-03');
    // Until it is built again the month is read from its days.
    const path = `/api/v1/admin/reports/plays?range=custom&start=2024-02-28&end=2024-04-02`;
    expect((await report(path)).plays.value).toBe(raw.filter((p) => p.at >= '2024-02-28' && p.at < '2024-04-03').length);
    expect(breakdownMap((await report(path)).top_tracks)).toEqual(countBy(raw.filter((p) => p.at >= '2024-02-28' && p.at < '2024-04-03'), (p) => String(p.track)));
    expect(await rollupAnalytics(db())).toMatch(/^Rolled up plays: 0 days and \d months?, views/);
    expect(await snapshot()).toEqual(before);
    expect(await unbuiltMonths(db(), 'plays', 10)).not.toContain('2024-03');
  });
});

describe('the top keys', () => {
  it(`keeps the top ${REPORT_ROLLUP_TOP_KEYS} keys of a wide dimension per scope and day, ties by key, and every country`, async () => {
    const track = await createTrack({ artists: [await createArtist()] });
    const at = '2024-05-10T12:00:00.000Z';
    const many: RawPlay[] = Array.from({ length: REPORT_ROLLUP_TOP_KEYS + 5 }, (_, i) => ({
      at,
      track: track.id,
      user: null,
      visitor: `v${i}`,
      country: `C${String(i).padStart(3, '0')}`,
      city: `City ${String(i).padStart(3, '0')}`,
    }));
    // The last city by key, played most: kept first.
    many.push({ ...many[many.length - 1] }, { ...many[many.length - 1] });
    await insertPlays(many);
    await rollupDay(db(), 'plays', '2024-05-10');
    const [node] = await db().all<{ dims: string }>(
      sql`SELECT dims FROM analytics_nodes WHERE metric = 'plays' AND scope_type = 'track' AND scope_id = ${track.id} AND span = '2024-05-10'`,
    );
    const rows = Object.entries(storedDims(node.dims))
      .flatMap(([dimension, keys]) => Object.entries(keys).map(([key, count]) => ({ dimension, key, count })))
      .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
    const cities = rows.filter((r) => r.dimension === 'city');
    expect(cities).toHaveLength(REPORT_ROLLUP_TOP_KEYS);
    expect(cities[0]).toEqual({ dimension: 'city', key: `C104:City 104`, count: 3 });
    expect(cities.at(-1)?.key).toBe('C098:City 098');
    expect(rows.filter((r) => r.dimension === 'country')).toHaveLength(REPORT_ROLLUP_TOP_KEYS + 5);
  });
});

describe('the 12-month frame and the series', () => {
  it('is calendar months: the 11 before this one and this one to today', () => {
    const frame = buildFrame({ range: '12m' }, 'America/New_York', Date.parse('2026-11-26T03:00:00Z'));
    // 25 November in New York.
    expect([frame.startDate, frame.endDate, frame.granularity]).toEqual(['2025-12-01', '2026-11-26', 'month']);
    // Compared with the 12 whole months before.
    expect(frame.prevStartDate).toBe('2024-12-01');
    const jan = buildFrame({ range: '12m' }, 'UTC', Date.parse('2026-01-05T00:00:00Z'));
    expect(jan.startDate).toBe('2025-02-01');
  });

  it("starts a week's or a month's first bucket with its period, not on the Monday or the 1st before it", () => {
    // Wednesday 4 March to Sunday 29 March 2026 (UTC), after the 26 days from Friday 6 February.
    const weeks = buildFrame({ range: 'custom', start: '2026-03-04', end: '2026-03-29', granularity: 'week' }, 'UTC', Date.parse('2026-04-10T00:00:00Z'));
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    const fromDays = buildDaySeries(weeks, new Map([[day('2026-03-04'), 2], [day('2026-03-09'), 3], [day(weeks.prevStartDate), 5]]));
    expect(fromDays.series.map((p) => p.bucket)).toEqual(['2026-03-04', '2026-03-09', '2026-03-16', '2026-03-23']);
    expect(fromDays.series.map((p) => p.value)).toEqual([2, 3, 0, 0]);
    expect(fromDays.previous_series[0]).toEqual({ bucket: weeks.prevStartDate, value: 5 });
    // The hour-count path (the overview's new users and uploads) labels alike.
    const fromHours = buildSeries(weeks, new Map([[Date.parse('2026-03-04T10:00:00Z') / 3_600_000, 1]]));
    expect(fromHours.series.map((p) => p.bucket)).toEqual(['2026-03-04', '2026-03-09', '2026-03-16', '2026-03-23']);
    expect(fromHours.series[0].value).toBe(1);
    const months = buildFrame({ range: 'custom', start: '2026-01-15', end: '2026-03-10', granularity: 'month' }, 'UTC', Date.parse('2026-04-10T00:00:00Z'));
    expect(buildDaySeries(months, new Map()).series.map((p) => p.bucket)).toEqual(['2026-01-15', '2026-02-01', '2026-03-01']);
  });

  it('finds the offsets of the DST periods to the hour', () => {
    const from = Date.parse('2026-01-01T00:00:00Z') / 3_600_000;
    const to = Date.parse('2027-01-01T00:00:00Z') / 3_600_000;
    expect(offsetSegments('America/New_York', from, to)).toEqual([
      { from, offset: -5 * 3600 },
      { from: Date.parse('2026-03-08T07:00:00Z') / 3_600_000, offset: -4 * 3600 },
      { from: Date.parse('2026-11-01T06:00:00Z') / 3_600_000, offset: -5 * 3600 },
    ]);
    expect(offsetSegments('Asia/Kolkata', from, to)).toEqual([{ from, offset: 5.5 * 3600 }]);
  });
});

describe('the report and rollup statements', () => {
  it('read the analytics tables by their keys, never a whole table', async () => {
    const frame = buildFrame({ range: '12m' }, 'America/New_York');
    const scopes: ReadScope[] = [
      { type: 'artist', id: fx.artist },
      { type: 'all', id: 0 },
    ];
    const statements = [
      ...scopes.flatMap((scope) => [...metricStatements('plays', scope, frame), ...metricStatements('plays', scope, frame, true)]),
      ...metricStatements('views', scopes[1], frame),
      ...metricStatements('views', scopes[1], frame, true),
      // With kept sums (report-cache.ts): the version and the raw rows from where they started.
      ...scopes.flatMap((scope) => [...keptStatements('plays', scope, frame, false, '2026-01-02T00:15:00.000Z'), ...keptStatements('plays', scope, frame, true, '2026-01-02')]),
      ...keptStatements('views', scopes[1], frame, false, '2026-01-02T00:15:00.000Z'),
    ];
    for (const statement of statements) {
      const plan = (await planOf(plannable(statement))).join('\n');
      expect(plan).not.toMatch(/\bSCAN (analytics_\w+|plays|pl|page_views|pv|tracks|t)\b/);
      expect(plan).toMatch(/SEARCH (analytics_\w+|pl|page_views|pv)/);
    }
    // A report's nodes: one range of the scope's primary key (the chosen months and days filtered on the key).
    for (const scope of scopes) {
      const nodes = (await planOf(plannable(metricStatements('plays', scope, frame)[0]))).join('\n');
      expect(nodes).toMatch(/SEARCH n USING INDEX sqlite_autoindex_analytics_nodes_1 \(metric=\? AND scope_type=\? AND scope_id=\? AND span>\? AND span<\?\)/);
    }
    // The rollup reads a day's scopes' month nodes by primary key, driven by the list (not the list scanned per node).
    const read = (await planOf(plannable(monthNodesRead('plays', '2024-03', [['artist', fx.artist], ['all', 0]])))).join('\n');
    expect(read).toMatch(/SCAN j[\s\S]*SEARCH n USING INDEX sqlite_autoindex_analytics_nodes_1/);
  });
});
