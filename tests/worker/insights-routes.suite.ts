import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { artistManagers, artists } from '../../db/music-catalog';
import { adminHeaders, createUser, db, guestHeaders, loginAs, request } from './support/http';
import { createAlbum, createArtist, createTrack } from './support/music-fixtures';
import type { OverviewReport, PlaysReport, VisitorsReport } from '../../worker/insights/insights-types';

type Headers = Record<string, string>;
let who: { owner: Headers; manager: Headers; stranger: Headers; admin: Headers };
let subjects: { track: number; album: number; artist: number };

const get = (path: string, headers: Headers) => request(`/api/v1/${path}`, { headers: { Accept: 'application/json', ...headers } });
const status = async (path: string, headers: Headers) => (await get(path, headers)).status;

const BAD_QUERIES = [
  'range=forever',
  'range=custom&start=2026-01-01',
  'range=custom&start=2026-03-01&end=2026-02-28',
  'range=custom&start=2020-01-01&end=2026-01-01',
  'range=custom&start=2026-02-30&end=2026-03-01',
  'range=7d&start=2026-01-01&end=2026-01-02',
  'range=12m&granularity=hour',
  'range=custom&start=2026-01-01&end=2026-02-15&granularity=hour',
  'range=30d&granularity=minute',
];

beforeAll(async () => {
  const [owner, manager, stranger] = [await createUser({ roles: ['users', 'artists'] }), await createUser(), await createUser()];
  const artist = await createArtist({ owner_id: owner.id });
  await db().insert(artistManagers).values({ artist_id: artist.id, user_id: manager.id, position: 1 });
  const album = await createAlbum({ artists: [artist], values: { owner_id: owner.id } });
  const track = await createTrack({ artists: [artist], album, values: { owner_id: owner.id } });
  subjects = { track: track.id, album: album.id, artist: artist.id };
  who = { owner: (await loginAs(owner.id)).headers, manager: (await loginAs(manager.id)).headers, stranger: (await loginAs(stranger.id)).headers, admin: await adminHeaders() };
});

describe('GET insights/{track|album|artist}/{id}', () => {
  it('answer the owner, a manager of a credited artist and admins; 401 guests, 403 others, 404 unknown', async () => {
    for (const type of ['track', 'album', 'artist'] as const) {
      const path = `insights/${type}/${subjects[type]}?range=30d`;
      expect(await status(path, guestHeaders()), type).toBe(401);
      expect(await status(path, who.stranger), type).toBe(403);
      for (const reader of [who.owner, who.manager, who.admin]) expect(await status(path, reader), type).toBe(200);
      expect(await status(`insights/${type}/99999999?range=30d`, who.admin), type).toBe(404);
      expect(await status(`insights/${type}/99999999?range=30d`, who.stranger), type).toBe(404);
    }
  });

  it('answer the contract, the subject named and the top lists that fit it', async () => {
    const res = await get(`insights/album/${subjects.album}?range=7d`, who.manager);
    const body = (await res.json()) as PlaysReport;
    expect(body.subject).toMatchObject({ type: 'album', id: subjects.album });
    expect(body.frame).toMatchObject({ timezone: 'UTC', granularity: 'day' });
    expect(body.plays.series).toHaveLength(7);
    expect(body.plays.previous_series).toHaveLength(7);
    expect(body.listeners).toEqual({ value: 0, previous: 0 });
    for (const key of ['top_tracks', 'top_albums', 'countries', 'cities', 'devices', 'platforms', 'browsers'] as const) expect(body[key]).toEqual([]);
    const year = (await (await get(`insights/artist/${subjects.artist}?range=12m`, who.owner)).json()) as PlaysReport;
    expect(year.frame.granularity).toBe('month');
    expect(year.plays.series.length).toBeGreaterThanOrEqual(12);
  });

  it('refuse a bad range or granularity (422), but only to readers who may see the figures', async () => {
    for (const query of BAD_QUERIES) {
      expect(await status(`insights/track/${subjects.track}?${query}`, who.owner), query).toBe(422);
      expect(await status(`insights/track/${subjects.track}?${query}`, who.stranger), query).toBe(403);
    }
    expect(await status(`insights/track/${subjects.track}?range=custom&start=2026-01-01&end=2026-01-31&granularity=hour`, who.owner)).toBe(200);
  });

  it('stop answering for a deleted artist, whose rollups go with it', async () => {
    const artist = await createArtist();
    await db().run(sql`INSERT INTO analytics_nodes (metric, scope_type, scope_id, span, hours, dims, sketch) VALUES ('plays', 'artist', ${artist.id}, '2026-01-01', '[1,3,3]', '{"country":{"US":3}}', '')`);
    const res = await request(`/api/v1/artists/${artist.id}`, { method: 'DELETE', headers: { Accept: 'application/json', ...who.admin } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await db().select().from(artists).where(eq(artists.id, artist.id))).toEqual([]);
    const left = await db().all(sql`SELECT 1 FROM analytics_nodes WHERE scope_type = 'artist' AND scope_id = ${artist.id}`);
    expect(left).toEqual([]);
    expect(await status(`insights/artist/${artist.id}`, who.admin)).toBe(404);
  });
});

describe('GET admin/reports/{plays|visitors|overview}', () => {
  it('are for admin.access holders: 401 guests, 403 others, 422 a bad query', async () => {
    for (const report of ['plays', 'visitors', 'overview']) {
      const path = `admin/reports/${report}?range=30d`;
      expect(await status(path, guestHeaders()), report).toBe(401);
      expect(await status(path, who.owner), report).toBe(403);
      expect(await status(path, who.admin), report).toBe(200);
      for (const query of BAD_QUERIES) expect(await status(`admin/reports/${report}?${query}`, who.admin), query).toBe(422);
    }
  });

  it("count today's page views and visitors from the raw rows", async () => {
    const [{ n, paths }] = await db().all<{ n: number; paths: number }>(
      sql`SELECT count(*) AS n, count(DISTINCT path) AS paths FROM page_views WHERE created_at >= ${new Date().toISOString().slice(0, 10)}`,
    );
    const body = (await (await get('admin/reports/visitors?range=7d', who.admin)).json()) as VisitorsReport;
    expect(n).toBeGreaterThan(0);
    expect(body.views.value).toBe(n);
    // The top pages hold every view while there are no more pages than the list's length.
    if (paths <= body.pages.length) expect(body.pages.reduce((sum, page) => sum + page.value, 0)).toBe(n);
    expect(body.visitors.value).toBeGreaterThan(0);
  });

  it('give the overview: totals and what is new in the period', async () => {
    const body = (await (await get('admin/reports/overview?range=7d', who.admin)).json()) as OverviewReport;
    const [{ users, tracks }] = await db().all<{ users: number; tracks: number }>(sql`SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM tracks) AS tracks`);
    expect(body.totals).toMatchObject({ users, tracks });
    // Every user and track of these tests was created today.
    const [{ newUsers, newTracks }] = await db().all<{ newUsers: number; newTracks: number }>(
      sql`SELECT (SELECT count(*) FROM users WHERE created_at >= ${new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10)}) AS newUsers,
        (SELECT count(*) FROM tracks WHERE created_at >= ${new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10)}) AS newTracks`,
    );
    expect(body.new_users.value).toBe(newUsers);
    expect(body.uploads.value).toBe(newTracks);
    expect(body.new_users.series).toHaveLength(7);
    expect(body.page_views.value).toBeGreaterThan(0);
    expect(body.new_subscriptions).toMatchObject({ value: 0, previous: 0 });
  });
});
