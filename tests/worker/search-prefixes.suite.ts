import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { tracks } from '../../db/music-catalog';
import { users } from '../../db/users';
import { prefixKey, rebuildPrefixAnswers } from '../../worker/search/prefix-answers';
import { MAX_CANDIDATES, SEARCH_LIMIT } from '../../worker/search/search-constants';
import { db, request } from './support/http';
import { createNamedUser, createPlaylist, searchUrl } from './support/search-fixtures';

// docs/decisions/036-stored-prefix-answers.md: a one-word prefix that more
// than MAX_CANDIDATES rows of a type match is answered, for that type, from
// the ranking the cron stored. This suite runs last in search.test.ts and
// removes what it made: its hundreds of rows would shift the others' bm25.

const HOT = MAX_CANDIDATES + 10;

/** HOT tracks "Lumen n" played n times, and HOT users "Lumen Listener n". */
async function seedHotPrefix() {
  await db().run(
    sql`INSERT INTO tracks (name, duration, plays) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${HOT}) SELECT 'Lumen ' || i, 180000, i FROM n`,
  );
  await db().run(
    sql`INSERT INTO users (name, email) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${HOT}) SELECT 'Lumen Listener ' || i, 'lumen-' || i || '@example.com' FROM n`,
  );
}

async function search(query: string, limit: number) {
  const res = await request(searchUrl(query, { limit }));
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<{
    tracks: { id: number; name: string }[];
    users: { id: number; name: string }[];
    playlists: { name: string }[];
    top: { name: string } | null;
  }>();
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);

const storedKeys = async () =>
  await db().all<{
    key: string;
    tracks: string | null;
    users: string | null;
    playlists: string | null;
  }>(sql`SELECT key, tracks, users, playlists FROM search_prefixes ORDER BY key`);

describe('stored answers of hot search prefixes', () => {
  afterAll(async () => {
    for (const table of ['tracks', 'users', 'playlists']) await db().run(sql`DELETE FROM ${sql.raw(table)} WHERE name LIKE 'Lumen%'`);
    await db().run(sql`DELETE FROM search_prefixes`);
  });

  it('keys a one-word query by its folded prefix, and no other query', () => {
    expect(prefixKey(['Lumen'])).toBe('lumen');
    expect(prefixKey(['MOTÖRH'])).toBe('motorh');
    expect(prefixKey(['q'])).toBeNull();
    // Only ASCII keys, where JavaScript's folding and the tokenizer's agree.
    expect(prefixKey(['bjørk'])).toBeNull();
    expect(prefixKey(['हिंदी'])).toBeNull();
    expect(prefixKey(['lumen', 'listener'])).toBeNull();
    expect(prefixKey(['x'.repeat(25)])).toBeNull();
  });

  it('stores the live ranking of each type a prefix is hot for, and answers the same', async () => {
    await seedHotPrefix();
    await createPlaylist({ name: 'Lumen Evenings', public: true });
    const live = await search('lume', SEARCH_LIMIT.max);
    expect(live.tracks).toHaveLength(SEARCH_LIMIT.max);
    expect(live.tracks[0].name).toBe(`Lumen ${HOT}`);

    expect(await rebuildPrefixAnswers(db())).toMatch(/^Stored the answers of \d+ hot search prefixes \(\d+ checked, \d+ written, 0 no longer hot removed\)\.$/);
    // Nothing changed since: a second build writes nothing.
    expect(await rebuildPrefixAnswers(db())).toMatch(/\(\d+ checked, 0 written, 0 no longer hot removed\)\.$/);
    const rows = await storedKeys();
    // Every prefix of "lumen" and "listener" of two letters or more, and no other prefix of an L.
    expect(rows.map((row) => row.key).filter((key) => key.startsWith('l'))).toEqual(['li', 'lis', 'list', 'liste', 'listen', 'listene', 'listener', 'lu', 'lum', 'lume', 'lumen']);
    const lume = rows.find((row) => row.key === 'lume')!;
    expect(JSON.parse(lume.tracks!)).toHaveLength(SEARCH_LIMIT.max + 5);
    expect(lume.users).not.toBeNull();
    // One playlist matches: that type stays live.
    expect(lume.playlists).toBeNull();

    // Another letter case and limit: not the cached answer, the stored one.
    const stored = await search('LUME', SEARCH_LIMIT.max - 1);
    expect(ids(stored.tracks)).toEqual(ids(live.tracks).slice(0, SEARCH_LIMIT.max - 1));
    expect(ids(stored.users)).toEqual(ids(live.users).slice(0, SEARCH_LIMIT.max - 1));
    expect(stored.playlists.map((p) => p.name)).toEqual(['Lumen Evenings']);
    expect(stored.top).toEqual(live.top);
  });

  it('leaves out rows deleted or hidden since the build, and ranks what changed at the next build', async () => {
    const before = await search('Lumen', 8);
    const [first, second] = before.tracks;
    const bannedUser = before.users[0];
    await db().delete(tracks).where(eq(tracks.id, first.id));
    await db().update(users).set({ banned_at: new Date().toISOString() }).where(eq(users.id, bannedUser.id));
    // Played more than any, but new since the build: the stored ranking does not know it yet.
    const [star] = await db().insert(tracks).values({ name: 'Lumen Star', duration: 180_000, plays: 1_000_000 }).returning();

    const after = await search('lumen', 8);
    expect(after.tracks[0].id).toBe(second.id);
    expect(after.tracks).toHaveLength(8);
    expect(ids(after.tracks)).not.toContain(first.id);
    expect(ids(after.tracks)).not.toContain(star.id);
    expect(ids(after.users)).not.toContain(bannedUser.id);
    expect(after.users).toHaveLength(8);

    await rebuildPrefixAnswers(db());
    const rebuilt = await search('LUMEN', 8);
    expect(rebuilt.tracks[0].id).toBe(star.id);
  });

  it('drops a prefix that is no longer hot, which is then ranked live', async () => {
    await db().run(sql`DELETE FROM users WHERE name LIKE 'Lumen Listener%'`);
    const unbanned = await createNamedUser('Listener Twelve');
    expect(await rebuildPrefixAnswers(db())).toMatch(/\(\d+ checked, \d+ written, 7 no longer hot removed\)\.$/);
    expect((await storedKeys()).map((row) => row.key).filter((key) => key.startsWith('l'))).toEqual(['lu', 'lum', 'lume', 'lumen']);
    const listeners = (await search('listene', SEARCH_LIMIT.max)).users.map((user) => user.name);
    expect(listeners).toContain(unbanned.name);
    expect(listeners.filter((name) => name.startsWith('Lumen'))).toEqual([]);
  });
});
