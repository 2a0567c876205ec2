import { env } from 'cloudflare:test';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { tracks } from '../../db/music-catalog';
import { playlists } from '../../db/music-social';
import { users } from '../../db/users';
import { rebuildPrefixAnswers } from '../../worker/search/prefix-answers';
import { buildWholeAnswers, rebuildWholeAnswers } from '../../worker/search/whole-answers';
import { ANSWER_CHANGES_POLL_MS, ANSWER_COUNTS_REFRESH_MS, ANSWERS_STALE_AFTER_MS, MAX_CANDIDATES, SEARCH_LIMIT } from '../../worker/search/search-constants';
import { db, loginAs, request } from './support/http';
import { createNamedUser, createPlaylist, searchUrl } from './support/search-fixtures';

// docs/decisions/037-whole-answers-at-the-edge.md: a hot prefix's whole
// answer is built every minute into KV and read from there; rows changed
// since its build (search_changes, by triggers) are left out, everywhere
// within ANSWER_CHANGES_POLL_MS and at once on the server that changed them.
// Runs after search-prefixes in search.test.ts and removes what it made.

const HOT = MAX_CANDIDATES + 10;

type Found = {
  tracks: { id: number; name: string; plays: number }[];
  users: { id: number; name: string }[];
  playlists: { id: number; name: string }[];
  albums: unknown[];
  artists: unknown[];
  tags: unknown[];
  top: { name: string } | null;
};

async function search(query: string, limit: number): Promise<Found> {
  const res = await request(searchUrl(query, { limit }));
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<Found>();
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);
const names = (items: { name: string }[]) => items.map((item) => item.name);

/** The cron's two builds: the ids (every 15 minutes), then the whole answers (every minute). */
async function buildAll() {
  await rebuildPrefixAnswers(db());
  return rebuildWholeAnswers(db(), env.CACHE);
}

/** Moves this isolate's clock (and so the poll's and the build's) on by `ms`. */
const later = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });

describe('whole answers of hot prefixes in KV', () => {
  let owner: { id: number };
  let evenings: { id: number };

  afterEach(() => {
    vi.useRealTimers();
  });

  afterAll(async () => {
    for (const table of ['tracks', 'users', 'playlists']) await db().run(sql`DELETE FROM ${sql.raw(table)} WHERE name LIKE 'Ember%'`);
    for (const table of ['search_prefixes', 'search_answers', 'search_answer_builds', 'search_changes']) await db().run(sql`DELETE FROM ${sql.raw(table)}`);
  });

  it('answers a hot prefix from its whole answer as the live search would, in any letter case and limit', async () => {
    await db().run(
      sql`INSERT INTO tracks (name, duration, plays) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${HOT}) SELECT 'Ember ' || i, 180000, i FROM n`,
    );
    await db().run(
      sql`INSERT INTO users (name, email) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${HOT}) SELECT 'Ember Fan ' || i, 'ember-' || i || '@example.com' FROM n`,
    );
    owner = await createNamedUser('Ember Owner');
    evenings = await createPlaylist({ name: 'Ember Evenings', public: true, owner_id: owner.id });
    await rebuildPrefixAnswers(db());
    // The stored ids alone: what the live search answers at each limit.
    const live = await search('embe', SEARCH_LIMIT.max);
    const liveSmall = await search('embe', 3);

    expect(await rebuildWholeAnswers(db(), env.CACHE)).toMatch(/^Wrote the whole answers of \d+ hot search prefixes \(\d+ built, 0 no longer hot removed\)\.$/);
    expect(await env.CACHE.get('search:answer:v1:embe')).not.toBeNull();
    // Nothing changed since: the next minute builds nothing and writes nothing, and records that it ran.
    const marker = () => db().all<{ built_at: number; computed_at: number }>(sql`SELECT built_at, computed_at FROM search_answer_builds`);
    const [first] = await marker();
    later(60_000);
    expect(await rebuildWholeAnswers(db(), env.CACHE)).toBeNull();
    const [next] = await marker();
    expect(next.computed_at).toBe(first.computed_at);
    expect(next.built_at).toBeGreaterThan(first.built_at);
    // The isolate has read the log since (it does every ANSWER_CHANGES_POLL_MS): the answers are in use.
    later(ANSWER_CHANGES_POLL_MS);

    const whole = await search('EMBE', SEARCH_LIMIT.max);
    expect(whole).toEqual({ ...live, query: 'EMBE' });
    const small = await search('Embe', 3);
    expect(small).toEqual({ ...liveSmall, query: 'Embe' });
    expect(names(small.playlists)).toEqual(['Ember Evenings']);
    expect(small.tracks).toHaveLength(3);
  });

  it('builds again only the answers a change may touch: those holding the row, and the prefixes of its words', async () => {
    const keys = (await db().all<{ key: string }>(sql`SELECT key FROM search_answers`)).map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(['emb', 'embe', 'ember', 'fan']));
    // A new row no hot prefix starts: nothing to build.
    await createPlaylist({ name: 'Zebra Tunes', public: true, owner_id: owner.id });
    expect(await buildWholeAnswers(db(), env.CACHE)).toEqual({ built: 0, written: 0, removed: 0 });
    // A track no answer holds (3 plays) renamed: only the prefixes of its words, not the fans' "fa" and "fan".
    await db().update(tracks).set({ name: 'Ember Three' }).where(eq(tracks.name, 'Ember 3'));
    expect(await buildWholeAnswers(db(), env.CACHE)).toEqual({ built: keys.filter((key) => 'ember'.startsWith(key)).length, written: 0, removed: 0 });
    // One an answer holds (the most played) renamed to words no hot prefix starts: the answers holding it.
    const [top] = (await search('ember', 1)).tracks;
    await db().update(tracks).set({ name: 'Zenith' }).where(eq(tracks.id, top.id));
    const build = await buildWholeAnswers(db(), env.CACHE);
    expect(build.built).toBe(keys.filter((key) => 'ember'.startsWith(key)).length);
    expect(build.written).toBe(build.built);
    await db().update(tracks).set({ name: top.name }).where(eq(tracks.id, top.id));
    await buildWholeAnswers(db(), env.CACHE);
  });

  it('is read from KV, not D1: a count changed in D1 shows only when the answer is next written', async () => {
    const [first] = (await search('ember', 1)).tracks;
    await db().update(tracks).set({ plays: first.plays + 1 }).where(eq(tracks.id, first.id));
    expect((await search('EMBER', 2)).tracks[0].plays).toBe(first.plays);
    // Only a count changed: not written again until ANSWER_COUNTS_REFRESH_MS after the last write.
    expect(await rebuildWholeAnswers(db(), env.CACHE)).toBeNull();
    later(ANSWER_COUNTS_REFRESH_MS);
    expect(await buildAll()).toMatch(/^Wrote the whole answers of \d+ hot search prefixes/);
    expect((await search('Ember', 2)).tracks[0].plays).toBe(first.plays + 1);
  });

  it('leaves out a row deleted or banned elsewhere within the poll bound, and one deleted here at once', async () => {
    later(0); // the clock stands still until moved: the first search below reads the log, the next may not
    const before = await search('ember', 8);
    const [gone, next] = before.tracks;
    const banned = before.users[0];
    // Elsewhere: straight in D1, as another server would.
    await db().delete(tracks).where(eq(tracks.id, gone.id));
    await db().update(users).set({ banned_at: new Date().toISOString() }).where(eq(users.id, banned.id));
    // This isolate read the change log moments ago: within the bound it may still show them.
    expect(ids((await search('Ember', 8)).tracks)).toContain(gone.id);
    later(ANSWER_CHANGES_POLL_MS);
    const after = await search('EMBER', 8);
    expect(after.tracks[0].id).toBe(next.id);
    expect(after.tracks).toHaveLength(8);
    expect(ids(after.users)).not.toContain(banned.id);
    expect(after.users).toHaveLength(8);

    // Here: the owner deletes the playlist through the API, and this server's next search leaves it out.
    const { headers } = await loginAs(owner.id);
    expect((await request(`/api/v1/playlists/${evenings.id}`, { method: 'DELETE', headers })).status).toBeLessThan(300);
    expect((await search('ember', 8)).playlists).toEqual([]);
  });

  it('shows a new row of a type that is not hot from the next build', async () => {
    const fresh = await createPlaylist({ name: 'Ember Mornings', public: true, owner_id: owner.id });
    expect((await search('ember', 8)).playlists).toEqual([]);
    // Its insert is logged: the minute's build is due.
    expect(await rebuildWholeAnswers(db(), env.CACHE)).toMatch(/^Wrote/);
    expect(ids((await search('Ember', 8)).playlists)).toEqual([fresh.id]);
  });

  it('leaves a renamed row out until the next build, which shows it under its new name', async () => {
    const [renamed] = (await search('ember', 8)).tracks;
    await db().update(tracks).set({ name: 'Ember Reborn' }).where(eq(tracks.id, renamed.id));
    later(ANSWER_CHANGES_POLL_MS);
    const between = await search('ember', 8);
    expect(ids(between.tracks)).not.toContain(renamed.id);
    expect(between.tracks).toHaveLength(8);

    expect(await rebuildWholeAnswers(db(), env.CACHE)).toMatch(/^Wrote/);
    const rebuilt = await search('Ember', 8);
    expect(rebuilt.tracks.find((track) => track.id === renamed.id)?.name).toBe('Ember Reborn');
  });

  it('shows a playlist made public again once the build has seen it', async () => {
    const [mornings] = (await search('ember', 8)).playlists;
    await db().update(playlists).set({ public: false }).where(eq(playlists.id, mornings.id));
    later(ANSWER_CHANGES_POLL_MS);
    expect((await search('ember', 8)).playlists).toEqual([]);
    await db().update(playlists).set({ public: true }).where(eq(playlists.id, mornings.id));
    // The answer itself is as before, but it is written again with the change it was built at.
    expect(await rebuildWholeAnswers(db(), env.CACHE)).toMatch(/^Wrote/);
    later(2 * ANSWER_CHANGES_POLL_MS);
    expect(ids((await search('ember', 8)).playlists)).toEqual([mornings.id]);
  });

  it('searches live once the last build is too old (the minute cron stopped)', async () => {
    const [first] = (await search('ember', 1)).tracks;
    await db().update(tracks).set({ plays: first.plays + 5 }).where(eq(tracks.id, first.id));
    expect((await search('ember', 2)).tracks[0].plays).not.toBe(first.plays + 5);
    later(ANSWERS_STALE_AFTER_MS + 3 * ANSWER_CHANGES_POLL_MS);
    expect((await search('EMBER', 3)).tracks[0].plays).toBe(first.plays + 5);
  });

  it('removes the answer of a prefix no longer hot, which is then searched live', async () => {
    await db().run(sql`DELETE FROM tracks WHERE name LIKE 'Ember%'`);
    await db().run(sql`DELETE FROM users WHERE name LIKE 'Ember Fan%'`);
    expect(await buildAll()).toMatch(/\(\d+ built, [1-9]\d* no longer hot removed\)\.$/);
    expect(await db().all(sql`SELECT key FROM search_answers WHERE key LIKE 'em%'`)).toEqual([]);
    expect(await env.CACHE.get('search:answer:v1:embe')).toBeNull();
    const track = (await db().insert(tracks).values({ name: 'Ember Alone', duration: 1000 }).returning())[0];
    expect(ids((await search('ember', 8)).tracks)).toEqual([track.id]);
  });
});
