import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { plays } from '../../db/music-social';
import { users } from '../../db/users';
import { artistManagers, tracks } from '../../db/music-catalog';
import { createUser, db, guestHeaders, loginAs, request } from './support/http';
import { createAlbum, createArtist, createTrack } from './support/music-fixtures';
import { rollupAnalytics, rollupDay } from '../../worker/insights/rollup';
import { rollupMonth } from '../../worker/insights/rollup-month';
import { forgetReportParts, reportCacheStats } from '../../worker/insights/report-cache';
import { forgetCatalogAnswers } from '../../worker/cache/memory-cache';
import type { OverviewReport, PlaysReport, VisitorsReport } from '../../worker/insights/insights-types';

// The report cache (docs/decisions/019, "The rolled-up part, cached"): a
// report's sums of its nodes are kept per isolate under the nodes' version;
// a reader pays for the access check and the raw rows after the rollup.
// Every answer here must equal the uncached one (the kept parts forgotten)
// and direct counts over the raw rows. This suite runs after the others of
// insights.test.ts: it rolls up past days of its own (40, 100 and 400 days
// ago, which no other suite has plays on) out of order, as a late re-run.

type Headers = Record<string, string>;
type RawPlay = { at: string; track: number; user: number | null; visitor: string | null; country: string };

const DAY = 86_400_000;
const NY = 'America/New_York';
const now = Date.now();
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Past days of this suite's plays: inside a 12-month report's current period (40, 100 days ago) and its previous one (400). */
const PAST = [dayOf(now - 40 * DAY), dayOf(now - 100 * DAY), dayOf(now - 400 * DAY)];

let fx: {
  x: number;
  y: number;
  album: number;
  tx1: number;
  tx2: number;
  txy: number;
  ty: number;
  managerX: Headers;
  managerY: Headers;
  stranger: Headers;
  admin: Headers;
  adminNy: Headers;
};
const raw: RawPlay[] = [];

async function insertPlays(rows: RawPlay[]) {
  const values = rows.map((p) => ({ track_id: p.track, user_id: p.user, visitor: p.visitor, country: p.country, city: null, device_type: 'desktop' as const, platform: 'Linux', browser: 'Firefox', created_at: p.at }));
  // D1 binds at most 100 parameters a statement.
  for (let i = 0; i < values.length; i += 9) await db().insert(plays).values(values.slice(i, i + 9));
  raw.push(...rows);
}

async function get<T = PlaysReport>(path: string, headers: Headers): Promise<T> {
  const res = await request(`/api/v1/${path}`, { headers: { Accept: 'application/json', ...headers } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

/** The same report kept (a hit) and summed afresh from the nodes (the kept parts forgotten): they must be equal; answers the fresh one. */
async function keptEqualsFresh<T = PlaysReport>(path: string, headers: Headers): Promise<T> {
  const first = await get<T>(path, headers);
  const before = reportCacheStats();
  const kept = await get<T>(path, headers);
  const after = reportCacheStats();
  // Nothing was rolled up in between: the second answer is all hits.
  expect(after.misses, path).toBe(before.misses);
  expect(after.hits, path).toBeGreaterThan(before.hits);
  forgetReportParts();
  const fresh = await get<T>(path, headers);
  expect(reportCacheStats().misses, path).toBeGreaterThan(after.misses);
  expect(kept, path).toEqual(fresh);
  expect(first, path).toEqual(fresh);
  return fresh;
}

const version = async () =>
  (await db().all<{ v: string }>(sql`SELECT rolled_through || ' ' || coalesce(partial_through, '') || ' ' || updated_at AS v FROM analytics_rollup_state WHERE metric = 'plays'`))[0].v;

const breakdownMap = (entries: { key: string; value: number }[]) => Object.fromEntries(entries.map((e) => [e.key, e.value]));
function countBy(rows: RawPlay[], key: (p: RawPlay) => string | null) {
  const out: Record<string, number> = {};
  for (const p of rows) {
    const k = key(p);
    if (k !== null) out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

const ofX = (p: RawPlay) => p.track === fx.tx1 || p.track === fx.tx2 || p.track === fx.txy;
const ofY = (p: RawPlay) => p.track === fx.ty || p.track === fx.txy;

/** What a UTC reader's 12-month report of an artist counts: plays from its current period's first day (UTC days). */
function expectedYear(r: PlaysReport, inScope: (p: RawPlay) => boolean) {
  const rows = raw.filter(inScope).filter((p) => p.at >= r.frame.current.start && p.at < r.frame.current.end);
  const previous = raw.filter(inScope).filter((p) => p.at >= r.frame.previous.start && p.at < r.frame.previous.end);
  return { rows, previous };
}

beforeAll(async () => {
  const x = await createArtist();
  const y = await createArtist();
  const album = await createAlbum({ artists: [x] });
  const tx1 = await createTrack({ artists: [x], album });
  const tx2 = await createTrack({ artists: [x] });
  const txy = await createTrack({ artists: [x, y] });
  const ty = await createTrack({ artists: [y] });
  const [mx, my, stranger, listener] = [await createUser(), await createUser(), await createUser(), await createUser()];
  await db().insert(artistManagers).values([
    { artist_id: x.id, user_id: mx.id, position: 0 },
    { artist_id: y.id, user_id: my.id, position: 0 },
  ]);
  const admin = await createUser({ roles: ['admin'] });
  const adminNy = await createUser({ roles: ['admin'] });
  await db().update(users).set({ timezone: NY }).where(eq(users.id, adminNy.id));
  fx = {
    x: x.id,
    y: y.id,
    album: album.id,
    tx1: tx1.id,
    tx2: tx2.id,
    txy: txy.id,
    ty: ty.id,
    managerX: (await loginAs(mx.id)).headers,
    managerY: (await loginAs(my.id)).headers,
    stranger: (await loginAs(stranger.id)).headers,
    admin: (await loginAs(admin.id)).headers,
    adminNy: (await loginAs(adminNy.id)).headers,
  };
  const trackOrder = [tx1.id, tx2.id, txy.id, ty.id, tx1.id, ty.id];
  const rows: RawPlay[] = [];
  for (const [d, day] of PAST.entries()) {
    for (let i = 0; i < 12 + d * 3; i++) {
      rows.push({
        at: `${day}T${String((i * 5) % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}:00.000Z`,
        track: trackOrder[(i + d) % trackOrder.length],
        user: i % 3 === 0 ? listener.id : null,
        visitor: i % 3 === 0 ? null : `guest-${d}-${i % 4}`,
        country: ['US', 'DE', 'JP', 'BR'][(i + d) % 4],
      });
    }
  }
  await insertPlays(rows);
  // Past days rolled up again, out of order: each rebuilds its month too.
  for (const day of PAST) await rollupDay(db(), 'plays', day);
});

beforeEach(() => forgetReportParts());

describe('the report cache', () => {
  it('answers kept reports equal to uncached ones, for every report, scope, range and zone', async () => {
    const paths: [string, Headers][] = [
      [`insights/artist/${fx.x}?range=12m&granularity=month`, fx.managerX],
      [`insights/artist/${fx.x}?range=12m&granularity=week`, fx.adminNy],
      [`insights/artist/${fx.x}?range=30d`, fx.managerX],
      [`insights/album/${fx.album}?range=12m`, fx.admin],
      [`insights/track/${fx.tx1}?range=custom&start=${PAST[0]}&end=${PAST[0]}&granularity=hour`, fx.adminNy],
      ['admin/reports/plays?range=12m&granularity=month', fx.admin],
      ['admin/reports/plays?range=12m&granularity=month', fx.adminNy],
      ['admin/reports/plays?range=7d&granularity=hour', fx.admin],
    ];
    for (const [path, headers] of paths) await keptEqualsFresh(path, headers);
    await keptEqualsFresh<VisitorsReport>('admin/reports/visitors?range=30d', fx.admin);
    await keptEqualsFresh<OverviewReport>('admin/reports/overview?range=12m', fx.admin);
    const year = await keptEqualsFresh(`insights/artist/${fx.x}?range=12m&granularity=month`, fx.admin);
    // And equal to direct counts over the raw rows (UTC reader: local and UTC days agree).
    const { rows, previous } = expectedYear(year, ofX);
    expect(year.plays.value).toBe(rows.length);
    expect(year.plays.previous).toBe(previous.length);
    expect(breakdownMap(year.top_tracks)).toEqual(countBy(rows, (p) => String(p.track)));
    expect(breakdownMap(year.countries)).toEqual(countBy(rows, (p) => p.country));
    expect(year.listeners.value).toBe(new Set(rows.map((p) => (p.user ? `u${p.user}` : p.visitor))).size);
  });

  it('adds plays recorded after the rollup (raw rows) to a kept report', async () => {
    const path = `insights/artist/${fx.x}?range=12m&granularity=month`;
    const before = await get(path, fx.admin);
    const stats = reportCacheStats();
    const at = new Date().toISOString();
    // One of X's tracks, one of Y's only, and a new listener: after partial_through, so read raw.
    await insertPlays([
      { at, track: fx.tx2, user: null, visitor: 'guest-raw-1', country: 'FR' },
      { at, track: fx.ty, user: null, visitor: 'guest-raw-2', country: 'FR' },
    ]);
    const after = await get(path, fx.admin);
    expect(reportCacheStats()).toMatchObject({ misses: stats.misses, hits: stats.hits + 1 });
    expect(after.plays.value).toBe(before.plays.value + 1);
    expect(after.plays.series.at(-1)!.value).toBe(before.plays.series.at(-1)!.value + 1);
    expect(breakdownMap(after.top_tracks)[String(fx.tx2)]).toBe(breakdownMap(before.top_tracks)[String(fx.tx2)] + 1);
    expect(breakdownMap(after.countries).FR).toBe(1);
    const { rows } = expectedYear(after, ofX);
    expect(breakdownMap(after.top_tracks)).toEqual(countBy(rows, (p) => String(p.track)));
    expect(after.listeners.value).toBe(new Set(rows.map((p) => (p.user ? `u${p.user}` : p.visitor))).size);
    expect(after.listeners.value).toBeGreaterThan(before.listeners.value);
    // The same as summed afresh, and again once the cron rolls today up to now (the raw rows move into today's node).
    expect(await keptEqualsFresh(path, fx.admin)).toEqual(after);
    const rolled = await version();
    await rollupAnalytics(db());
    expect(await version()).not.toBe(rolled);
    expect(await keptEqualsFresh(path, fx.admin)).toEqual(after);
  });

  it('lifts a key from below the kept top 10 into it with the raw rows', async () => {
    const z = await createArtist();
    const zTracks: number[] = [];
    for (let i = 0; i < 12; i++) zTracks.push((await createTrack({ artists: [z] })).id);
    // Track i has i + 1 plays on a rolled-up day: the kept top 10 are the last ten.
    const rolled: RawPlay[] = zTracks.flatMap((track, i) =>
      Array.from({ length: i + 1 }, (_, k): RawPlay => ({ at: `${PAST[1]}T10:${String(k).padStart(2, '0')}:00.000Z`, track, user: null, visitor: `z-${i}-${k}`, country: 'NL' })),
    );
    await insertPlays(rolled);
    await rollupDay(db(), 'plays', PAST[1]);
    const path = `insights/artist/${z.id}?range=12m&granularity=month`;
    const top = (rows: RawPlay[]) =>
      Object.entries(countBy(rows, (p) => String(p.track)))
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, 10)
        .map(([key, value]) => ({ key, value }));
    const ofZ = (p: RawPlay) => zTracks.includes(p.track);
    const before = await get(path, fx.admin);
    expect(before.top_tracks.map(({ key, value }) => ({ key, value }))).toEqual(top(raw.filter(ofZ)));
    expect(before.top_tracks.map((t) => t.key)).not.toContain(String(zTracks[0]));
    // Three plays now: the first track (1 play) ties the fourth (4 plays), and the second (2) stays out.
    const at = new Date().toISOString();
    await insertPlays(Array.from({ length: 3 }, (_, k): RawPlay => ({ at, track: zTracks[0], user: null, visitor: `z-now-${k}`, country: 'NL' })));
    const stats = reportCacheStats();
    const after = await get(path, fx.admin);
    // The kept part and the raw rows (not summed again).
    expect(reportCacheStats()).toMatchObject({ misses: stats.misses, hits: stats.hits + 1 });
    expect(after.top_tracks.map(({ key, value }) => ({ key, value }))).toEqual(top(raw.filter(ofZ)));
    expect(after.top_tracks.map((t) => t.key)).toContain(String(zTracks[0]));
    expect(after.top_tracks.map((t) => t.key)).not.toContain(String(zTracks[1]));
    expect(await keptEqualsFresh(path, fx.admin)).toEqual(after);
  });

  it('reflects a new rollup: the version moves and the report is summed again', async () => {
    const path = `insights/artist/${fx.x}?range=12m&granularity=month`;
    const before = await get(path, fx.admin);
    // A late play on a rolled-up day is not read raw (reports read raw rows after the rollup only): kept or not, unchanged.
    await insertPlays([{ at: `${PAST[0]}T12:34:00.000Z`, track: fx.tx1, user: null, visitor: 'guest-late', country: 'IT' }]);
    expect(await get(path, fx.admin)).toEqual(before);
    const rolled = await version();
    const stats = reportCacheStats();
    await rollupDay(db(), 'plays', PAST[0]);
    expect(await version()).not.toBe(rolled);
    const after = await get(path, fx.admin);
    // The kept part's version is asked for, found moved, and the nodes are read again (a second batch).
    expect(reportCacheStats()).toMatchObject({ hits: stats.hits, misses: stats.misses + 1, rereads: stats.rereads + 1 });
    expect(after.plays.value).toBe(before.plays.value + 1);
    expect(breakdownMap(after.countries).IT).toBe(1);
    const { rows } = expectedYear(after, ofX);
    expect(after.plays.value).toBe(rows.length);
    expect(breakdownMap(after.top_tracks)).toEqual(countBy(rows, (p) => String(p.track)));
    expect(await keptEqualsFresh(path, fx.admin)).toEqual(after);
  });

  it('moves the version at every write of nodes, two in one millisecond included', async () => {
    const seen = new Set([await version()]);
    for (const write of [() => rollupMonth(db(), 'plays', PAST[1].slice(0, 7)), () => rollupDay(db(), 'plays', PAST[2]), () => rollupAnalytics(db())]) {
      await write();
      const v = await version();
      expect(seen.has(v)).toBe(false);
      seen.add(v);
    }
    // updated_at in the future (a clock behind it): each batch that writes nodes still moves it, by a millisecond (the month build: one batch per kind of scope).
    await db().run(sql`UPDATE analytics_rollup_state SET updated_at = '2999-01-01T00:00:00.000Z' WHERE metric = 'plays'`);
    try {
      await rollupMonth(db(), 'plays', PAST[1].slice(0, 7));
      const [{ updated_at }] = await db().all<{ updated_at: string }>(sql`SELECT updated_at FROM analytics_rollup_state WHERE metric = 'plays'`);
      expect(updated_at).toMatch(/^2999-01-01T00:00:00\.00[1-4]Z$/);
    } finally {
      await db().run(sql`UPDATE analytics_rollup_state SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE metric = 'plays'`);
    }
  });

  it('never answers a kept report for another scope, or for a reader without access', async () => {
    const query = 'range=12m&granularity=month';
    const xs = await get(`insights/artist/${fx.x}?${query}`, fx.managerX);
    // The same query for Y, for X's album and track, and for everything: each its own figures.
    const ys = await get(`insights/artist/${fx.y}?${query}`, fx.managerY);
    expect(ys.subject).toMatchObject({ type: 'artist', id: fx.y });
    expect(ys.plays.value).toBe(expectedYear(ys, ofY).rows.length);
    expect(breakdownMap(ys.top_tracks)).toEqual(countBy(expectedYear(ys, ofY).rows, (p) => String(p.track)));
    expect(ys.plays.value).not.toBe(xs.plays.value);
    const album = await get(`insights/album/${fx.album}?${query}`, fx.managerX);
    expect(album.plays.value).toBe(expectedYear(album, (p) => p.track === fx.tx1).rows.length);
    const track = await get(`insights/track/${fx.ty}?${query}`, fx.managerY);
    expect(track.plays.value).toBe(expectedYear(track, (p) => p.track === fx.ty).rows.length);
    const all = await get(`admin/reports/plays?${query}`, fx.admin);
    expect(all.plays.value).toBeGreaterThan(xs.plays.value);
    // X's kept report, asked for by readers who may not see it: the access check runs in every batch.
    const status = async (path: string, headers: Headers) => (await request(`/api/v1/${path}`, { headers: { Accept: 'application/json', ...headers } })).status;
    expect(await status(`insights/artist/${fx.x}?${query}`, fx.managerY)).toBe(403);
    expect(await status(`insights/artist/${fx.x}?${query}`, fx.stranger)).toBe(403);
    expect(await status(`insights/artist/${fx.x}?${query}`, guestHeaders())).toBe(401);
    expect(await status(`insights/track/${fx.tx1}?${query}`, fx.managerY)).toBe(403);
    expect(await status(`admin/reports/plays?${query}`, fx.managerX)).toBe(403);
    // A manager of X loses access: the kept report is not answered to them any more.
    await db().delete(artistManagers).where(eq(artistManagers.artist_id, fx.x));
    expect(await status(`insights/artist/${fx.x}?${query}`, fx.managerX)).toBe(403);
  });

  it("names the top tracks as the catalog does now: a deleted track leaves the list, a renamed one shows its name", async () => {
    const path = `insights/artist/${fx.y}?range=12m&granularity=month`;
    const before = await get(path, fx.admin);
    expect(before.top_tracks.map((t) => t.key)).toContain(String(fx.txy));
    await db().update(tracks).set({ name: 'Renamed since the rollup' }).where(eq(tracks.id, fx.ty));
    // A write through the app (here: forgetting as its middleware does) forgets the kept names.
    forgetCatalogAnswers();
    const renamed = await get(path, fx.admin);
    expect(renamed.top_tracks.find((t) => t.key === String(fx.ty))?.label).toBe('Renamed since the rollup');
    const res = await request(`/api/v1/tracks/${fx.txy}`, { method: 'DELETE', headers: { Accept: 'application/json', ...fx.admin } });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await get(path, fx.admin);
    expect(after.top_tracks.map((t) => t.key)).not.toContain(String(fx.txy));
    // Y's own figures still count the deleted track's rolled-up plays, kept or not.
    expect(after.plays).toEqual(renamed.plays);
    expect(await keptEqualsFresh(path, fx.admin)).toEqual(after);
  });
});
