import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { plays } from '../../db/music-social';
import { users } from '../../db/users';
import { artistManagers } from '../../db/music-catalog';
import { createUser, db, loginAs, request } from './support/http';
import { createAlbum, createArtist, createTrack } from './support/music-fixtures';
import { rollupAnalytics, rollupDay } from '../../worker/insights/rollup';
import { pruneRawAnalytics } from '../../worker/insights/prune-raw';
import { forgetReportParts } from '../../worker/insights/report-cache';
import { updateSettings } from '../../worker/settings/settings-service';
import type { PlaysReport } from '../../worker/insights/insights-types';

// Rollups must equal a direct count over the raw rows: plays at chosen
// instants around UTC midnight and America/New_York's fall-back (2026-11-01,
// 01:00-02:00 happens twice), read by readers in New York and Tokyo.

const NY = 'America/New_York';
const TOKYO = 'Asia/Tokyo';
const DAY = 86_400_000;

const localDate = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const FIXED = [
  '2026-10-31T03:30:00.000Z', // NY 30 Oct 23:30 EDT; Tokyo 31 Oct 12:30
  '2026-10-31T04:30:00.000Z', // NY 31 Oct 00:30
  '2026-10-31T23:59:59.999Z', // the last instant of a UTC day
  '2026-11-01T00:00:00.000Z', // the first of the next
  '2026-11-01T05:30:00.000Z', // NY 01:30 EDT
  '2026-11-01T06:30:00.000Z', // NY 01:30 EST: the same wall hour again
  '2026-11-01T14:59:00.000Z', // Tokyo 1 Nov 23:59
  '2026-11-01T15:00:00.000Z', // Tokyo 2 Nov 00:00
  '2026-11-02T04:59:00.000Z', // NY 1 Nov 23:59 EST
  '2026-11-02T05:00:00.000Z', // NY 2 Nov 00:00
  '2026-11-03T12:00:00.000Z',
];
const COUNTRIES = ['US', 'JP', 'US', 'DE', null];
const CITIES = ['New York', 'Tokyo', null, 'Berlin', null];
const AGENTS = [
  { device_type: 'mobile', platform: 'iOS', browser: 'Safari' },
  { device_type: 'desktop', platform: 'Windows', browser: 'Chrome' },
  { device_type: 'desktop', platform: 'macOS', browser: 'Firefox' },
] as const;

type RawPlay = { at: string; track: number; user: number | null; visitor: string | null; country: string | null; city: string | null };

let raw: RawPlay[] = [];
let fx: { artistA: number; t1: number; t2: number; t3: number; album: number; nyReader: Record<string, string>; tokyoReader: Record<string, string> };
const now = Date.now();

async function report(path: string, headers: Record<string, string>) {
  const res = await request(path, { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PlaysReport;
}

const inArtistA = (p: RawPlay) => p.track === fx.t1 || p.track === fx.t2;

/** What the report should say per local day: a direct count over the raw rows. */
function perLocalDay(rows: RawPlay[], timeZone: string, start: string, end: string) {
  const out: Record<string, number> = {};
  for (let d = start; d <= end; d = addDays(d, 1)) out[d] = 0;
  for (const p of rows) {
    const d = localDate(p.at, timeZone);
    if (d in out) out[d]++;
  }
  return out;
}

const seriesMap = (r: PlaysReport) => Object.fromEntries(r.plays.series.map((p) => [p.bucket, p.value]));
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
  const artistA = await createArtist();
  const artistB = await createArtist();
  const album = await createAlbum({ artists: [artistA] });
  const t1 = await createTrack({ artists: [artistA], album });
  const t2 = await createTrack({ artists: [artistA, artistB] });
  const t3 = await createTrack({ artists: [artistB] });
  const [listener1, listener2] = [await createUser(), await createUser()];
  const manager = await createUser();
  await db().insert(artistManagers).values({ artist_id: artistA.id, user_id: manager.id, position: 0 });
  const admin = await createUser({ roles: ['admin'] });
  await db().update(users).set({ timezone: NY }).where(eq(users.id, manager.id));
  await db().update(users).set({ timezone: TOKYO }).where(eq(users.id, admin.id));
  fx = {
    artistA: artistA.id,
    t1: t1.id,
    t2: t2.id,
    t3: t3.id,
    album: album.id,
    nyReader: (await loginAs(manager.id)).headers,
    tokyoReader: (await loginAs(admin.id)).headers,
  };
  const relative = [now - 5 * DAY, now - 2 * DAY, now - 60_000].map((ms) => new Date(ms).toISOString());
  const instants = [...FIXED, ...relative];
  const tracks = [t1.id, t2.id, t3.id, t1.id];
  const who = [
    [listener1.id, null],
    [null, 'guest-a'],
    [listener2.id, null],
    [null, 'guest-b'],
    [listener1.id, null],
    [null, null], // a guest logged before visitors were hashed
  ] as const;
  raw = instants.map((at, i) => ({
    at,
    track: tracks[i % tracks.length],
    user: who[i % who.length][0],
    visitor: who[i % who.length][1],
    country: COUNTRIES[i % COUNTRIES.length],
    city: CITIES[i % CITIES.length],
  }));
  const rows = raw.map((p, i) => ({ track_id: p.track, user_id: p.user, visitor: p.visitor, country: p.country, city: p.city, ...AGENTS[i % AGENTS.length], created_at: p.at }));
  // D1 binds at most 100 parameters a statement: 10 rows of 10.
  for (let i = 0; i < rows.length; i += 10) await db().insert(plays).values(rows.slice(i, i + 10));
  // The first run starts at the oldest raw day; one run rolls up at most 62 days, which covers these.
  expect(await rollupAnalytics(db())).toMatch(/^Rolled up plays: \d+ days/);
});

describe('the daily rollup', () => {
  it('rolls up every finished UTC day, and today up to now', async () => {
    const today = new Date(now).toISOString().slice(0, 10);
    const [state] = await db().all<{ rolled_through: string; partial_through: string }>(sql`SELECT rolled_through, partial_through FROM analytics_rollup_state WHERE metric = 'plays'`);
    expect(state.rolled_through).toBe(addDays(today, -1));
    expect(state.partial_through > new Date(now - 60_000).toISOString()).toBe(true);
    const counted = async (days: SQL) =>
      (
        await db().all<{ n: number }>(sql`SELECT coalesce(sum(value), 0) AS n FROM analytics_nodes, json_each(hours)
          WHERE metric = 'plays' AND scope_type = 'all' AND length(span) = 10 AND ${days} AND key > 0 AND (hours ->> 0 = 0 OR key % 2 = 0)`)
      )[0].n;
    // Every raw play but today's in the finished days; today's in today's partial node.
    expect(await counted(sql`span < ${today}`)).toBe(raw.length - 1);
    expect(await counted(sql`span = ${today}`)).toBe(1);
    expect(await rollupAnalytics(db())).toBe('Rolled up plays: 0 days, views: 0 days.');
  });

  it("gives per-day series equal to a direct count in the reader's zone (New York, across the DST change)", async () => {
    const r = await report(`/api/v1/insights/artist/${fx.artistA}?range=custom&start=2026-10-30&end=2026-11-03`, fx.nyReader);
    expect(r.frame.timezone).toBe(NY);
    expect(r.frame.current).toEqual({ start: '2026-10-30T04:00:00.000Z', end: '2026-11-04T05:00:00.000Z' });
    expect(seriesMap(r)).toEqual(perLocalDay(raw.filter(inArtistA), NY, '2026-10-30', '2026-11-03'));
    expect(r.plays.value).toBe(raw.filter(inArtistA).filter((p) => p.at >= '2026-10-30T04:00' && p.at < '2026-11-04T05:00').length);
    expect(r.plays.previous).toBe(0);
    expect(r.plays.previous_series).toHaveLength(r.plays.series.length);
  });

  it('gives the same in Tokyo, and hour buckets that follow the repeated hour', async () => {
    const r = await report(`/api/v1/admin/reports/plays?range=custom&start=2026-10-30&end=2026-11-03`, fx.tokyoReader);
    expect(r.subject).toBeNull();
    expect(seriesMap(r)).toEqual(perLocalDay(raw, TOKYO, '2026-10-30', '2026-11-03'));

    const hours = await report(`/api/v1/insights/artist/${fx.artistA}?range=custom&start=2026-11-01&end=2026-11-01&granularity=hour`, fx.nyReader);
    // 25 hours, 24 local labels: 01:00 happened twice and holds both plays.
    expect(hours.plays.series).toHaveLength(24);
    const byHour = seriesMap(hours);
    const expected: Record<string, number> = {};
    for (const p of raw.filter(inArtistA)) {
      if (localDate(p.at, NY) !== '2026-11-01') continue;
      const hour = new Intl.DateTimeFormat('en-GB', { timeZone: NY, hour: '2-digit', hourCycle: 'h23' }).format(new Date(p.at));
      expected[`2026-11-01T${hour}:00`] = (expected[`2026-11-01T${hour}:00`] ?? 0) + 1;
    }
    expect(Object.fromEntries(Object.entries(byHour).filter(([, v]) => v > 0))).toEqual(expected);
  });

  it('gives breakdowns and top lists equal to direct counts over the UTC days the range covers', async () => {
    const r = await report(`/api/v1/insights/artist/${fx.artistA}?range=custom&start=2026-10-30&end=2026-11-03`, fx.nyReader);
    // The local range 30 Oct - 3 Nov in New York covers UTC days 30 Oct - 4 Nov.
    const rows = raw.filter(inArtistA).filter((p) => p.at >= '2026-10-30' && p.at < '2026-11-05');
    expect(breakdownMap(r.countries)).toEqual(countBy(rows, (p) => p.country ?? ''));
    expect(breakdownMap(r.cities)).toEqual(countBy(rows, (p) => (p.city ? `${p.country ?? ''}:${p.city}` : null)));
    expect(breakdownMap(r.top_tracks)).toEqual(countBy(rows, (p) => String(p.track)));
    expect(r.top_tracks.find((t) => t.key === String(fx.t2))?.artists).toHaveLength(2);
    expect(breakdownMap(r.top_albums)).toEqual(countBy(rows, (p) => (p.track === fx.t1 ? String(fx.album) : null)));
    const devices = breakdownMap(r.devices);
    expect(Object.values(devices).reduce((a, b) => a + b, 0)).toBe(rows.length);
    // Unique listeners: users and guests' daily hashes (a guest without one is not counted).
    const listeners = new Set(rows.map((p) => (p.user ? `u${p.user}` : p.visitor)).filter(Boolean));
    expect(r.listeners.value).toBe(listeners.size);
  });

  it("mixes rolled-up days with today's partial node and the raw rows after it", async () => {
    const today = localDate(new Date(now).toISOString(), TOKYO);
    const check = async () => {
      const r = await report(`/api/v1/admin/reports/plays?range=7d`, fx.tokyoReader);
      const expected = perLocalDay(raw, TOKYO, addDays(today, -6), today);
      expect(seriesMap(r)).toEqual(expected);
      expect(r.plays.value).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
      expect(r.plays.value).toBeGreaterThanOrEqual(2);
      expect(breakdownMap(r.top_tracks)).toEqual(countBy(raw.filter((p) => p.at >= r.frame.current.start.slice(0, 10)), (p) => String(p.track)));
    };
    await check();
    // A play after the partial node is read raw, and the next run moves it into the node: the same figures.
    // Its track has no other play, so its name is not among those the report's batch reads with the nodes: asked for after.
    const late = await createTrack({ artists: [await createArtist()] });
    const at = new Date().toISOString();
    raw.push({ at, track: late.id, user: null, visitor: 'guest-late', country: 'DE', city: 'Berlin' });
    await db().insert(plays).values({ track_id: late.id, visitor: 'guest-late', country: 'DE', city: 'Berlin', ...AGENTS[0], created_at: at });
    await check();
    const named = async () => (await report(`/api/v1/admin/reports/plays?range=7d`, fx.tokyoReader)).top_tracks.find((t) => t.key === String(late.id))?.label;
    expect(await named()).toBe(late.name);
    await rollupAnalytics(db());
    await check();
    expect(await named()).toBe(late.name);
  });

  it('reads the month to date from its month node: a 12-month report equals direct counts', async () => {
    const today = new Date(now).toISOString().slice(0, 10);
    const [node] = await db().all<{ n: number }>(sql`SELECT count(*) AS n FROM analytics_nodes
      WHERE metric = 'plays' AND scope_type = 'all' AND scope_id = 0 AND span = ${today.slice(0, 7)}`);
    expect(node.n).toBe(1);
    const r = await report(`/api/v1/insights/artist/${fx.artistA}?range=12m`, fx.tokyoReader);
    const from = r.frame.current.start;
    const rows = raw.filter(inArtistA).filter((p) => p.at >= from);
    expect(r.plays.value).toBe(rows.length);
    expect(r.plays.series.reduce((sum, p) => sum + p.value, 0)).toBe(rows.length);
    // Breakdowns over whole UTC days, from the one holding the start.
    const byDay = raw.filter(inArtistA).filter((p) => p.at >= from.slice(0, 10));
    expect(breakdownMap(r.top_tracks)).toEqual(countBy(byDay, (p) => String(p.track)));
    expect(breakdownMap(r.countries)).toEqual(countBy(byDay, (p) => p.country ?? ''));
  });

  it('changes nothing when a day is rolled up again', async () => {
    const snapshot = async () =>
      db().all(sql`SELECT scope_type, scope_id, span, hours, dims, sketch FROM analytics_nodes ORDER BY 1, 2, 3`);
    const before = await snapshot();
    for (const day of ['2026-10-31', '2026-11-01', '2026-11-02']) expect(await rollupDay(db(), 'plays', day)).toBeGreaterThanOrEqual(2);
    expect(await snapshot()).toEqual(before);
    const [state] = await db().all<{ rolled_through: string }>(sql`SELECT rolled_through FROM analytics_rollup_state WHERE metric = 'plays'`);
    expect(state.rolled_through).toBe(addDays(new Date(now).toISOString().slice(0, 10), -1));
  });

  it('prunes only rolled-up raw rows older than the setting, and the reports stay', async () => {
    const before = await report(`/api/v1/insights/artist/${fx.artistA}?range=custom&start=2026-10-30&end=2026-11-03`, fx.nyReader);
    await updateSettings(env, db(), { 'analytics.raw_retention_days': 3 });
    try {
      expect(await pruneRawAnalytics(db(), env)).toMatch(/^Removed \d+ plays/);
    } finally {
      await updateSettings(env, db(), { 'analytics.raw_retention_days': 365 });
    }
    const left = await db().select({ at: plays.created_at }).from(plays).orderBy(plays.created_at);
    // Two days old (kept: within 3 days) and today's two (kept: their day is not over).
    expect(left.map((p) => p.at)).toEqual(raw.slice(-3).map((p) => p.at));
    // Summed again from the nodes, not the report cache's sums from before the pruning.
    forgetReportParts();
    const after = await report(`/api/v1/insights/artist/${fx.artistA}?range=custom&start=2026-10-30&end=2026-11-03`, fx.nyReader);
    expect(after.plays).toEqual(before.plays);
    expect(after.countries).toEqual(before.countries);
    expect(after.listeners).toEqual(before.listeners);
  });
});
