import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { likes, playlists, playlistTracks, plays } from '../../db/music-social';
import { tracks } from '../../db/music-catalog';
import { userRatings } from '../../db/subsonic';
import { dailyShuffleKey, daysAgo as rulesDaysAgo } from '../../worker/playlists/smart/compile-rules';
import { parseRules } from '../../worker/playlists/smart/rules-parse';
import { smartTrackIds } from '../../worker/playlists/smart/smart-queries';
import { createUser, db, guestHeaders, loginAs, postJson, request } from './support/http';
import { createAlbum, createArtist, createGenre, createTag, createTrack } from './support/music-fixtures';

// Issue 30 part 3: smart playlists through HTTP. Every rule set starts with
// `{ is: { genre } }` on a genre made for the test, so each test sees only
// its own tracks however many the other suites made.

const send = (method: 'PUT' | 'DELETE', path: string, headers: Record<string, string>, body?: unknown) =>
  request(`/api/v1/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function signedIn() {
  const user = await createUser({ roles: ['users'] });
  return { user, headers: (await loginAs(user.id)).headers };
}

let n = 0;
/** A genre of this test's own, and a track factory that files tracks under it. */
async function scope() {
  const genre = await createGenre(`smart-${++n}-${Date.now()}`);
  const track = (options: Parameters<typeof createTrack>[0] = {}) => createTrack({ ...options, genres: [genre, ...(options.genres ?? [])] });
  const only = { is: { genre: genre.name } };
  return { genre, track, only };
}

async function createSmart(headers: Record<string, string>, rules: unknown, extra: Record<string, unknown> = {}) {
  const res = await postJson('/api/v1/playlists', { name: 'Smart', rules, ...extra }, headers);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<any>()).playlist;
}

async function matchIds(headers: Record<string, string>, playlistId: number, query = 'perPage=50') {
  const res = await request(`/api/v1/playlists/${playlistId}/tracks?${query}`, { headers: { Accept: 'application/json', ...headers } });
  expect(res.status).toBe(200);
  const { pagination } = await res.json<any>();
  return pagination.data.map((t: { id: number }) => t.id) as number[];
}

/** The ids a rule set picks (besides its scope), sorted by id unless the rules sort. */
async function pick(headers: Record<string, string>, only: unknown, rule: unknown, sort = 'dateAdded') {
  const playlist = await createSmart(headers, { all: [only, rule], sort });
  return matchIds(headers, playlist.id);
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('smart playlist rules: text fields', () => {
  it('title: is, isNot, contains, notContains, startsWith, endsWith (case-insensitive, LIKE wildcards literal)', async () => {
    const { headers } = await signedIn();
    const { track, only } = await scope();
    const love = await track({ values: { name: 'Love Song' } });
    const glove = await track({ values: { name: 'Glove box' } });
    const pct = await track({ values: { name: '50% off' } });
    const other = await track({ values: { name: '500 miles' } });
    expect(await pick(headers, only, { is: { title: 'love song' } })).toEqual([love.id]);
    expect(await pick(headers, only, { isNot: { title: 'Love Song' } })).toEqual([glove.id, pct.id, other.id]);
    expect(await pick(headers, only, { contains: { title: 'LOVE' } })).toEqual([love.id, glove.id]);
    expect(await pick(headers, only, { notContains: { title: 'love' } })).toEqual([pct.id, other.id]);
    expect(await pick(headers, only, { startsWith: { title: 'glo' } })).toEqual([glove.id]);
    expect(await pick(headers, only, { endsWith: { title: 'song' } })).toEqual([love.id]);
    expect(await pick(headers, only, { contains: { title: '50%' } })).toEqual([pct.id]);
    expect(await pick(headers, only, { contains: { title: '_' } })).toEqual([]);
  });

  it('artist, album, genre and tag: by name, through their links', async () => {
    const { headers } = await signedIn();
    const { track, only } = await scope();
    const [prince, queen] = [await createArtist({ name: 'Prince Zed' }), await createArtist({ name: 'Queen Zed' })];
    const album = await createAlbum({ artists: [prince], values: { name: 'Purple Zed Rain' } });
    const jazz = await createGenre(`jazz-${n}-${Date.now()}`);
    const mellow = await createTag(`mellow-${n}-${Date.now()}`);
    const a = await track({ artists: [prince], album, tags: [mellow] });
    const b = await track({ artists: [queen], genres: [jazz] });
    const c = await track({ artists: [prince, queen] });
    expect(await pick(headers, only, { is: { artist: 'prince zed' } })).toEqual([a.id, c.id]);
    expect(await pick(headers, only, { isNot: { artist: 'Prince Zed' } })).toEqual([b.id]);
    expect(await pick(headers, only, { startsWith: { artist: 'queen' } })).toEqual([b.id, c.id]);
    expect(await pick(headers, only, { contains: { album: 'zed rain' } })).toEqual([a.id]);
    expect(await pick(headers, only, { notContains: { album: 'purple' } })).toEqual([b.id, c.id]);
    expect(await pick(headers, only, { is: { album: 'purple zed rain' } })).toEqual([a.id]);
    expect(await pick(headers, only, { is: { genre: jazz.display_name } })).toEqual([b.id]);
    expect(await pick(headers, only, { notContains: { genre: 'jazz' } })).toEqual([a.id, c.id]);
    expect(await pick(headers, only, { is: { tag: mellow.name } })).toEqual([a.id]);
    expect(await pick(headers, only, { endsWith: { tag: mellow.name.slice(-4) } })).toEqual([a.id]);
    expect(await pick(headers, only, { isNot: { tag: mellow.name } })).toEqual([b.id, c.id]);
  });
});

describe('smart playlist rules: number fields', () => {
  it('year (the track’s release date, else its album’s): is, isNot, gt, lt, inTheRange', async () => {
    const { headers } = await signedIn();
    const { track, only } = await scope();
    const nineties = await createAlbum({ values: { release_date: '1994-06-01' } });
    const y1990 = await track({ values: { release_date: '1990-01-01' } });
    const y1994 = await track({ album: nineties });
    const y1999 = await track({ values: { release_date: '1999-12-31' } });
    const y2005 = await track({ values: { release_date: '2005-03-03' } });
    const unknown = await track({ album: await createAlbum({ values: { release_date: null } }) });
    expect(await pick(headers, only, { is: { year: 1994 } })).toEqual([y1994.id]);
    expect(await pick(headers, only, { isNot: { year: 1994 } })).toEqual([y1990.id, y1999.id, y2005.id, unknown.id]);
    expect(await pick(headers, only, { gt: { year: 1994 } })).toEqual([y1999.id, y2005.id]);
    expect(await pick(headers, only, { lt: { year: 1999 } })).toEqual([y1990.id, y1994.id]);
    expect(await pick(headers, only, { inTheRange: { year: [1990, 1999] } })).toEqual([y1990.id, y1994.id, y1999.id]);
  });

  it('duration (seconds) and plays (the catalog’s count): is, isNot, gt, lt, inTheRange', async () => {
    const { headers } = await signedIn();
    const { track, only } = await scope();
    const short = await track({ values: { duration: 120_400, plays: 5 } });
    const mid = await track({ values: { duration: 200_000, plays: 50 } });
    const long = await track({ values: { duration: 600_999, plays: 500 } });
    expect(await pick(headers, only, { is: { duration: 120 } })).toEqual([short.id]);
    expect(await pick(headers, only, { isNot: { duration: 120 } })).toEqual([mid.id, long.id]);
    expect(await pick(headers, only, { gt: { duration: 200 } })).toEqual([long.id]);
    expect(await pick(headers, only, { lt: { duration: 200 } })).toEqual([short.id]);
    expect(await pick(headers, only, { inTheRange: { duration: [120, 200] } })).toEqual([short.id, mid.id]);
    expect(await pick(headers, only, { is: { plays: 50 } })).toEqual([mid.id]);
    expect(await pick(headers, only, { isNot: { plays: 50 } })).toEqual([short.id, long.id]);
    expect(await pick(headers, only, { gt: { plays: 5 } })).toEqual([mid.id, long.id]);
    expect(await pick(headers, only, { lt: { plays: 500 } })).toEqual([short.id, mid.id]);
    expect(await pick(headers, only, { inTheRange: { plays: [50, 500] } })).toEqual([mid.id, long.id]);
  });

  it('myPlays counts the owner’s plays only, never played being 0', async () => {
    const { user, headers } = await signedIn();
    const stranger = await createUser();
    const { track, only } = await scope();
    const [never, once, thrice] = [await track(), await track(), await track()];
    await db().insert(plays).values([
      { track_id: once.id, user_id: user.id },
      ...[1, 2, 3].map(() => ({ track_id: thrice.id, user_id: user.id })),
      ...[1, 2, 3, 4, 5].map(() => ({ track_id: never.id, user_id: stranger.id })),
    ]);
    expect(await pick(headers, only, { is: { myPlays: 0 } })).toEqual([never.id]);
    expect(await pick(headers, only, { isNot: { myPlays: 0 } })).toEqual([once.id, thrice.id]);
    expect(await pick(headers, only, { gt: { myPlays: 1 } })).toEqual([thrice.id]);
    expect(await pick(headers, only, { lt: { myPlays: 3 } })).toEqual([never.id, once.id]);
    expect(await pick(headers, only, { inTheRange: { myPlays: [0, 1] } })).toEqual([never.id, once.id]);
    expect(await pick(headers, only, { inTheRange: { myPlays: [1, 5] } })).toEqual([once.id, thrice.id]);
  });
});

describe('smart playlist rules: myRating', () => {
  it('myRating reads the owner’s ratings only, unrated being 0, and sorts by them', async () => {
    const { user, headers } = await signedIn();
    const stranger = await createUser();
    const { track, only } = await scope();
    const [unrated, two, five] = [await track(), await track(), await track()];
    await db()
      .insert(userRatings)
      .values([
        { user_id: user.id, rateable_type: 'track', rateable_id: two.id, rating: 2 },
        { user_id: user.id, rateable_type: 'track', rateable_id: five.id, rating: 5 },
        // Another user's rating and the owner's rating of an album: neither is the owner's rating of a track.
        { user_id: stranger.id, rateable_type: 'track', rateable_id: unrated.id, rating: 5 },
        { user_id: user.id, rateable_type: 'album', rateable_id: unrated.id, rating: 4 },
      ]);
    expect(await pick(headers, only, { is: { myRating: 0 } })).toEqual([unrated.id]);
    expect(await pick(headers, only, { gt: { myRating: 3 } })).toEqual([five.id]);
    expect(await pick(headers, only, { lt: { myRating: 5 } })).toEqual([unrated.id, two.id]);
    expect(await pick(headers, only, { isNot: { myRating: 2 } })).toEqual([unrated.id, five.id]);
    expect(await pick(headers, only, { inTheRange: { myRating: [1, 5] } })).toEqual([two.id, five.id]);
    expect(await pick(headers, only, { gt: { myRating: -1 } }, '-myRating')).toEqual([five.id, two.id, unrated.id]);
  });
});

describe('smart playlist sort: random', () => {
  it('shuffles once a day: the same order all day, another the next, every match once', async () => {
    const { user, headers } = await signedIn();
    const { genre, track, only } = await scope();
    const made: number[] = [];
    for (let i = 0; i < 12; i++) made.push((await track()).id);
    // Through HTTP, one request: every match, once.
    const playlist = await createSmart(headers, { all: [only], sort: 'random' });
    expect([...(await matchIds(headers, playlist.id))].sort((a, b) => a - b)).toEqual(made);

    // The order on two fixed days, from SQLite, against the same hash in JavaScript.
    const parsed = parseRules({ all: [{ is: { genre: genre.name } }], sort: 'random' });
    if (!parsed.ok) throw new Error(parsed.message);
    const source = { owner_id: user.id, rules: parsed.rules };
    const orderOn = async (day: Date) => (await smartTrackIds(db(), source, 50, day)).map((row) => row.id);
    const morning = new Date('2026-11-29T06:00:00Z');
    const evening = new Date('2026-11-29T23:59:59Z');
    const nextDay = new Date('2026-11-30T00:00:00Z');
    const expected = (day: Date) => [...made].sort((a, b) => dailyShuffleKey(a, day) - dailyShuffleKey(b, day));
    expect(await orderOn(morning)).toEqual(expected(morning));
    expect(await orderOn(evening)).toEqual(await orderOn(morning));
    expect(await orderOn(nextDay)).toEqual(expected(nextDay));
    expect(await orderOn(nextDay)).not.toEqual(await orderOn(morning));
    expect(await orderOn(morning)).not.toEqual(made);
  });
});

describe('smart playlist rules: liked and dates', () => {
  it('liked: is and isNot, the owner’s likes', async () => {
    const { user, headers } = await signedIn();
    const stranger = await createUser();
    const { track, only } = await scope();
    const [mine, theirs] = [await track(), await track()];
    await db().insert(likes).values([
      { user_id: user.id, likeable_type: 'track', likeable_id: mine.id },
      { user_id: stranger.id, likeable_type: 'track', likeable_id: theirs.id },
    ]);
    expect(await pick(headers, only, { is: { liked: true } })).toEqual([mine.id]);
    expect(await pick(headers, only, { is: { liked: false } })).toEqual([theirs.id]);
    expect(await pick(headers, only, { isNot: { liked: true } })).toEqual([theirs.id]);
    expect(await pick(headers, only, { isNot: { liked: false } })).toEqual([mine.id]);
  });

  it('dateAdded: is, isNot, before, after, inTheRange, inTheLast, notInTheLast', async () => {
    const { headers } = await signedIn();
    const { track, only } = await scope();
    const old = await track({ values: { created_at: '2020-05-05T10:00:00.000Z' } });
    const later = await track({ values: { created_at: '2021-01-01T00:00:00.000Z' } });
    const recent = await track({ values: { created_at: daysAgo(3) } });
    expect(await pick(headers, only, { is: { dateAdded: '2020-05-05' } })).toEqual([old.id]);
    expect(await pick(headers, only, { isNot: { dateAdded: '2020-05-05' } })).toEqual([later.id, recent.id]);
    expect(await pick(headers, only, { before: { dateAdded: '2021-01-01' } })).toEqual([old.id]);
    expect(await pick(headers, only, { after: { dateAdded: '2020-05-05' } })).toEqual([later.id, recent.id]);
    expect(await pick(headers, only, { inTheRange: { dateAdded: ['2020-01-01', '2021-01-01'] } })).toEqual([old.id, later.id]);
    expect(await pick(headers, only, { inTheLast: { dateAdded: 7 } })).toEqual([recent.id]);
    expect(await pick(headers, only, { notInTheLast: { dateAdded: 7 } })).toEqual([old.id, later.id]);
  });

  it('"in the last N days" counts back in SQLite to the same instant as JavaScript (compiled pages bind only now)', async () => {
    const instants = ['2026-03-29T01:30:00.000Z', '2024-03-01T00:00:00.999Z', '2026-11-29T18:41:04.123Z', '2025-01-01T00:00:00.001Z'];
    for (const now of instants) {
      for (const days of [1, 7, 30, 365]) {
        const row = await db().get<{ at: string }>(sql`SELECT ${rulesDaysAgo(new Date(now), days)} AS at`);
        expect(row.at).toBe(new Date(Date.parse(now) - days * 86_400_000).toISOString());
      }
    }
  });

  it('lastPlayed: the owner’s latest play; never played only in isNot and notInTheLast', async () => {
    const { user, headers } = await signedIn();
    const stranger = await createUser();
    const { track, only } = await scope();
    const [never, lately, longAgo] = [await track(), await track(), await track()];
    await db().insert(plays).values([
      { track_id: lately.id, user_id: user.id, created_at: daysAgo(40) },
      { track_id: lately.id, user_id: user.id, created_at: daysAgo(2) },
      { track_id: longAgo.id, user_id: user.id, created_at: '2022-02-02T12:00:00.000Z' },
      { track_id: never.id, user_id: stranger.id, created_at: daysAgo(1) },
    ]);
    expect(await pick(headers, only, { inTheLast: { lastPlayed: 30 } })).toEqual([lately.id]);
    expect(await pick(headers, only, { notInTheLast: { lastPlayed: 30 } })).toEqual([never.id, longAgo.id]);
    expect(await pick(headers, only, { before: { lastPlayed: '2023-01-01' } })).toEqual([longAgo.id]);
    expect(await pick(headers, only, { after: { lastPlayed: '2023-01-01' } })).toEqual([lately.id]);
    expect(await pick(headers, only, { is: { lastPlayed: '2022-02-02' } })).toEqual([longAgo.id]);
    expect(await pick(headers, only, { isNot: { lastPlayed: '2022-02-02' } })).toEqual([never.id, lately.id]);
    expect(await pick(headers, only, { inTheRange: { lastPlayed: ['2022-01-01', '2022-12-31'] } })).toEqual([longAgo.id]);
  });
});

describe('smart playlist groups, sort, limit and paging', () => {
  it('nests one level: all of [genre, any of [two titles]]', async () => {
    const { headers } = await signedIn();
    const { track, only } = await scope();
    const [red, blue] = [await track({ values: { name: 'Red', plays: 1 } }), await track({ values: { name: 'Blue', plays: 2 } })];
    await track({ values: { name: 'Green' } });
    const playlist = await createSmart(headers, { all: [only, { any: [{ is: { title: 'red' } }, { is: { title: 'blue' } }] }], sort: '-plays' });
    expect(await matchIds(headers, playlist.id)).toEqual([blue.id, red.id]);
    const anyTop = await createSmart(headers, { any: [{ is: { title: 'Red' } }, { all: [only, { is: { title: 'Blue' } }] }], sort: 'title' });
    expect(await matchIds(headers, anyTop.id)).toContain(red.id);
  });

  it('sorts with a tie-breaker, stops at the limit and pages within it', async () => {
    const { headers } = await signedIn();
    const { track, only } = await scope();
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await track({ values: { name: `T${i % 3}`, plays: 10 * (i % 3) } }));
    const playlist = await createSmart(headers, { all: [only], sort: 'plays', order: 'desc', limit: 5 });
    expect(playlist).toMatchObject({ tracks_count: 5, rules: { all: [only], sort: '-plays', limit: 5 } });
    const byPlaysThenId = [...made].sort((a, b) => b.plays - a.plays || b.id - a.id).map((t) => t.id);
    expect(await matchIds(headers, playlist.id)).toEqual(byPlaysThenId.slice(0, 5));
    expect(await matchIds(headers, playlist.id, 'perPage=2&page=2')).toEqual(byPlaysThenId.slice(2, 4));
    expect(await matchIds(headers, playlist.id, 'perPage=2&page=3')).toEqual(byPlaysThenId.slice(4, 5));
    expect(await matchIds(headers, playlist.id, 'perPage=2&page=4')).toEqual([]);
    const res = await request(`/api/v1/playlists/${playlist.id}/tracks?perPage=2`, { headers });
    expect((await res.json<any>()).pagination).toMatchObject({ total: 5, last_page: 3 });
    const titled = await createSmart(headers, { all: [only], sort: 'title,-plays' });
    expect((await matchIds(headers, titled.id)).slice(0, 3)).toEqual(made.filter((t) => t.name === 'T0').sort((a, b) => a.id - b.id).map((t) => t.id));
  });

  it('follows the catalog: a new matching track appears, with the page’s count and length', async () => {
    const { headers } = await signedIn();
    const { track, only } = await scope();
    const first = await track({ values: { duration: 100_000 } });
    const playlist = await createSmart(headers, { all: [only] });
    expect(await matchIds(headers, playlist.id)).toEqual([first.id]);
    const second = await track({ values: { duration: 50_000 } });
    expect(await matchIds(headers, playlist.id)).toEqual([first.id, second.id].sort((a, b) => a - b));
    const page = await (await request(`/api/v1/playlists/${playlist.id}`, { headers })).json<any>();
    expect(page.playlist).toMatchObject({ tracks_count: 2, duration: 150_000 });
    expect(page.tracks.map((t: { id: number }) => t.id).sort()).toEqual([first.id, second.id].sort());
    await db().delete(tracks).where(eq(tracks.id, first.id));
    expect(await matchIds(headers, playlist.id)).toEqual([second.id]);
  });
});

describe('smart playlist validation and edits', () => {
  const bad = async (rules: unknown) => {
    const { headers } = await signedIn();
    const res = await postJson('/api/v1/playlists', { name: 'Bad', rules }, headers);
    expect(res.status).toBe(422);
    return (await res.json<any>()).errors;
  };

  it('answers 422 naming the path of the bad rule', async () => {
    expect(await bad({ all: [{ is: { title: 'a' } }, { contains: { colour: 'red' } }] })).toEqual({ 'rules.all.1.contains.colour': ['Unknown field "colour".'] });
    expect(await bad({ all: [{ resembles: { title: 'a' } }] })).toEqual({ 'rules.all.0.resembles': ['Unknown operator "resembles".'] });
    expect(await bad({ any: [{ gt: { title: 'a' } }] })).toEqual({ 'rules.any.0.gt.title': ['The title field does not take "gt".'] });
    expect(await bad({ all: [{ gt: { year: 'soon' } }] })).toEqual({ 'rules.all.0.gt.year': ['The year rule takes a number.'] });
    expect(await bad({ all: [{ is: { liked: 'yes' } }] })).toEqual({ 'rules.all.0.is.liked': ['The liked rule takes true or false.'] });
    expect(await bad({ all: [{ inTheRange: { year: [2000, 1990] } }] })).toEqual({ 'rules.all.0.inTheRange.year': ['The year range takes two numbers, the smaller first.'] });
    expect(await bad({ all: [{ before: { dateAdded: '2024-02-30' } }] })).toEqual({ 'rules.all.0.before.dateAdded': ['The dateAdded rule takes a date (YYYY-MM-DD).'] });
    expect(await bad({ all: [{ inTheLast: { lastPlayed: 0 } }] })).toEqual({ 'rules.all.0.inTheLast.lastPlayed': ['The lastPlayed rule takes a number of days from 1 to 36500.'] });
    expect(await bad({ all: [{ any: [{ all: [{ is: { title: 'a' } }] }] }] })).toEqual({ 'rules.all.0.any.0': ['Groups nest one level deep.'] });
    expect(await bad({ all: [] })).toEqual({ 'rules.all': ['A group needs at least one rule.'] });
    expect(await bad({ all: [{ is: { title: 'a' } }], any: [] })).toEqual({ rules: ['The rules need either an all or an any list.'] });
    expect(await bad({ all: [{ is: { title: 'a' } }], sort: 'genre' })).toEqual({ 'rules.sort': ['Cannot sort by "genre".'] });
    expect(await bad({ all: [{ is: { title: 'a' } }], limit: -1 })).toEqual({ 'rules.limit': ['The limit must be a whole number above 0.'] });
    expect(await bad({ all: Array.from({ length: 21 }, () => ({ is: { title: 'a' } })) })).toEqual({ 'rules.all.20': ['At most 20 rules in all.'] });
    expect(await bad('select * from users')).toEqual({ rules: ['The rules must be an object with an all or any list.'] });
  });

  it('refuses adding, removing or reordering a smart playlist’s tracks with 409, and collaborative rules', async () => {
    const { headers } = await signedIn();
    const { track, only } = await scope();
    const held = await track();
    const playlist = await createSmart(headers, { all: [only] });
    for (const res of [
      await postJson(`/api/v1/playlists/${playlist.id}/tracks`, { ids: [held.id] }, headers),
      await send('DELETE', `playlists/${playlist.id}/tracks`, headers, { ids: [held.id] }),
      await send('PUT', `playlists/${playlist.id}/tracks/order`, headers, { ids: [held.id] }),
    ]) {
      expect(res.status).toBe(409);
      expect((await res.json<any>()).message).toBe("A smart playlist's tracks follow its rules: change the rules instead.");
    }
    expect(await db().select().from(playlistTracks).where(eq(playlistTracks.playlist_id, playlist.id))).toEqual([]);
    const collaborative = await send('PUT', `playlists/${playlist.id}`, headers, { collaborative: true });
    expect((await collaborative.json<any>()).errors).toEqual({ collaborative: ['A smart playlist cannot be collaborative.'] });
  });

  it('PUT changes the rules, null makes a plain playlist again, and only an empty playlist becomes smart', async () => {
    const { user, headers } = await signedIn();
    const { track, only } = await scope();
    const [a, b] = [await track({ values: { name: 'Aa' } }), await track({ values: { name: 'Bb' } })];
    const playlist = await createSmart(headers, { all: [only] });
    const changed = await send('PUT', `playlists/${playlist.id}`, headers, { rules: { all: [only, { is: { title: 'bb' } }] } });
    expect((await changed.json<any>()).playlist).toMatchObject({ tracks_count: 1, rules: { all: [only, { is: { title: 'bb' } }], sort: 'title' } });
    expect(await matchIds(headers, playlist.id)).toEqual([b.id]);
    const plain = await send('PUT', `playlists/${playlist.id}`, headers, { rules: null });
    expect((await plain.json<any>()).playlist).toMatchObject({ rules: null, tracks_count: 0 });
    expect(await matchIds(headers, playlist.id)).toEqual([]);
    expect((await postJson(`/api/v1/playlists/${playlist.id}/tracks`, { ids: [a.id] }, headers)).status).toBe(200);
    const refused = await send('PUT', `playlists/${playlist.id}`, headers, { rules: { all: [only] } });
    expect((await refused.json<any>()).errors).toEqual({ rules: ['Only an empty playlist can become a smart playlist.'] });
    expect((await db().select().from(playlists).where(eq(playlists.id, playlist.id)))[0]).toMatchObject({ owner_id: user.id, rules: null });
  });
});

describe('smart playlist permissions: whose data the rules read', () => {
  it('a private smart playlist is 404 to everyone but its owner, for its page, tracks and .nsp', async () => {
    const { headers } = await signedIn();
    const { only } = await scope();
    const playlist = await createSmart(headers, { all: [only] }, { public: false });
    const other = await signedIn();
    for (const path of [`playlists/${playlist.id}`, `playlists/${playlist.id}/tracks`, `playlists/${playlist.id}/nsp`]) {
      expect((await request(`/api/v1/${path}`, { headers: other.headers })).status).toBe(404);
      expect((await request(`/api/v1/${path}`, { headers: guestHeaders() })).status).toBe(404);
      expect((await request(`/api/v1/${path}`, { headers })).status).toBe(200);
    }
  });

  it("a follower of A's public playlist sees A's likes and plays at work, never their own or anyone else's", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const c = await createUser();
    const { track, only } = await scope();
    const [likedByA, likedByB, playedByA, playedByC] = [await track(), await track(), await track(), await track()];
    await db().insert(likes).values([
      { user_id: a.user.id, likeable_type: 'track', likeable_id: likedByA.id },
      { user_id: b.user.id, likeable_type: 'track', likeable_id: likedByB.id },
    ]);
    await db().insert(plays).values([
      { track_id: playedByA.id, user_id: a.user.id },
      { track_id: playedByC.id, user_id: c.id },
      { track_id: playedByC.id, user_id: b.user.id },
    ]);
    const liked = await createSmart(a.headers, { all: [only, { is: { liked: true } }] });
    const played = await createSmart(a.headers, { all: [only, { gt: { myPlays: 0 } }] });
    const recent = await createSmart(a.headers, { all: [only, { inTheLast: { lastPlayed: 1 } }] });
    expect((await send('PUT', `follows/playlist/${liked.id}`, b.headers)).status).toBe(200);
    for (const headers of [a.headers, b.headers, guestHeaders()]) {
      expect(await matchIds(headers, liked.id)).toEqual([likedByA.id]);
      expect(await matchIds(headers, played.id)).toEqual([playedByA.id]);
      expect(await matchIds(headers, recent.id)).toEqual([playedByA.id]);
    }
    // B's own smart playlist reads B's data only: nothing in a rule names another user.
    const mine = await createSmart(b.headers, { all: [only, { gt: { myPlays: 0 } }] });
    expect(await matchIds(b.headers, mine.id)).toEqual([playedByC.id]);
    const crafted = await postJson('/api/v1/playlists', { name: 'x', rules: { all: [{ is: { 'myPlays.user': c.id } }] } }, b.headers);
    expect((await crafted.json<any>()).errors).toEqual({ 'rules.all.0.is.myPlays.user': ['Unknown field "myPlays.user".'] });
    const owner = await postJson('/api/v1/playlists', { name: 'x', owner_id: c.id, rules: { all: [only, { is: { liked: true } }] } }, b.headers);
    expect((await owner.json<any>()).playlist.owner.id).toBe(b.user.id);
  });
});

describe('POST /api/v1/playlists/rules-preview', () => {
  it("counts what rules would match now, with the caller's own likes, and checks them like a save", async () => {
    const { user, headers } = await signedIn();
    const { track, only } = await scope();
    const [liked] = [await track({ values: { duration: 90_000 } }), await track()];
    await db().insert(likes).values({ user_id: user.id, likeable_type: 'track', likeable_id: liked.id });
    const res = await postJson('/api/v1/playlists/rules-preview', { rules: { all: [only, { is: { liked: true } }] } }, headers);
    expect(await res.json<any>()).toEqual({ total: 1, duration: 90_000 });
    const all = await postJson('/api/v1/playlists/rules-preview', { rules: { any: [only], limit: 1 } }, headers);
    expect((await all.json<any>()).total).toBe(1);
    const bad = await postJson('/api/v1/playlists/rules-preview', { rules: { all: [{ is: { mood: 'x' } }] } }, headers);
    expect((await bad.json<any>()).errors).toEqual({ 'rules.all.0.is.mood': ['Unknown field "mood".'] });
    expect((await postJson('/api/v1/playlists/rules-preview', { rules: { all: [only] } }, guestHeaders())).status).toBe(401);
  });
});
