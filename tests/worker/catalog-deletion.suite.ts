import { env } from 'cloudflare:test';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { albums, artistGenres, artistManagers, artists, channelItems, channels, lyrics, trackArtists, tracks } from '../../db/music-catalog';
import { comments, follows, likes, playlistTracks, plays, reposts } from '../../db/music-social';
import { notificationCounts, notifications } from '../../db/notifications';
import { fileEntries } from '../../db/files';
import { workspaceItems, workspaces } from '../../db/workspaces';
import { CATALOG_REFERENCES, CATALOG_FTS_TABLES, type CatalogTarget } from '../../worker/music/deletion/deletion-references';
import { adminHeaders, createUser, db, guestHeaders, loginAs, request } from './support/http';
import { send } from './support/admin-api';
import { audioBytes, createAlbum, createArtist, createGenre, createTag, createTrack } from './support/music-fixtures';
import { createPlaylist, searchUrl } from './support/search-fixtures';

// Issue 15, docs/api/catalog-deletion.md and docs/decisions/017.

let n = 0;
const word = () => `zd${Date.now().toString(36)}x${++n}`;
const del = (type: 'tracks' | 'albums' | 'artists', ids: (number | string)[], headers: Record<string, string>) =>
  send('DELETE', `/api/v1/${type}/${ids.join(',')}`, headers);
const preview = async (type: string, ids: number[], headers: Record<string, string>) => {
  const res = await request(`/api/v1/admin/deletion-preview?type=${type}&ids=${ids.join(',')}`, { headers: { ...headers, Accept: 'application/json' } });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<any>();
};
const exists = async (table: typeof tracks | typeof albums | typeof artists, id: number) =>
  (await db().select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;
const creator = async () => {
  const user = await createUser({ roles: ['users', 'artists'] });
  return { user, headers: (await loginAs(user.id)).headers };
};

/** A listener's unread notification leading to a track's or album's page, with its counted unread row. */
async function notifyAbout(userId: number, path: string) {
  const id = crypto.randomUUID();
  await db()
    .insert(notifications)
    .values({ id, user_id: userId, type: 'release.new', data: { lines: [{ content: 'New' }], mainAction: { action: path, label: 'Listen' } } });
  await db()
    .insert(notificationCounts)
    .values({ user_id: userId, unread: 1, version: 1 })
    .onConflictDoUpdate({ target: notificationCounts.user_id, set: { unread: sql`${notificationCounts.unread} + 1` } });
  return id;
}

/**
 * An artist with an album of two tracks and a track it only features on,
 * named by every kind of row that can point at a track, album or artist.
 */
async function richCatalog() {
  const w = word();
  const listener = await createUser();
  const other = await createUser();
  const artist = await createArtist({ name: `${w} Artist`, image: `/storage/images/artists/${w}.svg` });
  const guest = await createArtist({ name: `${w} Guest` });
  const genre = await createGenre();
  const tag = await createTag();
  const album = await createAlbum({ artists: [artist], values: { name: `${w} Album`, image: `/storage/images/albums/${w}.svg`, plays: 30 } });
  const one = await createTrack({ artists: [artist], album, genres: [genre], tags: [tag], audio: { bytes: audioBytes(500) }, values: { name: `${w} One`, plays: 10, duration: 100_000 } });
  const two = await createTrack({ artists: [artist, guest], album, values: { name: `${w} Two`, plays: 20, duration: 50_000, image: `/storage/images/tracks/${w}.svg` } });
  // The guest's own track, on which the artist only features: it stays, without the artist's credit.
  const featured = await createTrack({ artists: [guest, artist], values: { name: `${w} Featured`, plays: 5 } });
  await db().update(artists).set({ plays: 35 }).where(eq(artists.id, artist.id));
  await db().update(artists).set({ plays: 25 }).where(eq(artists.id, guest.id));
  for (const key of [`images/artists/${w}.svg`, `images/albums/${w}.svg`, `images/tracks/${w}.svg`]) await env.MEDIA.put(key, '<svg/>');

  await db().insert(lyrics).values({ track_id: one.id, text: 'la la' });
  await db().insert(artistGenres).values({ artist_id: artist.id, genre_id: genre.id });
  await db().insert(artistManagers).values({ artist_id: artist.id, user_id: other.id });
  await db()
    .insert(likes)
    .values([
      { user_id: listener.id, likeable_type: 'track', likeable_id: one.id },
      { user_id: listener.id, likeable_type: 'album', likeable_id: album.id },
      { user_id: listener.id, likeable_type: 'track', likeable_id: featured.id },
    ]);
  await db().insert(reposts).values({ user_id: listener.id, repostable_type: 'track', repostable_id: one.id });
  const [parent] = await db().insert(comments).values({ commentable_type: 'track', commentable_id: one.id, user_id: listener.id, content: 'Nice' }).returning();
  await db().insert(comments).values({ commentable_type: 'track', commentable_id: one.id, user_id: other.id, content: 'Yes', parent_id: parent.id });
  await db().insert(comments).values({ commentable_type: 'album', commentable_id: album.id, user_id: other.id, content: 'Album!' });
  await db()
    .insert(plays)
    .values([
      { track_id: one.id },
      { track_id: one.id, user_id: listener.id, context_type: 'album', context_id: album.id },
      { track_id: two.id },
      // Played from the artist's page: the play of the featured track (which stays) loses its context with the artist.
      { track_id: featured.id, user_id: listener.id, context_type: 'artist', context_id: artist.id },
    ]);
  const playlist = await createPlaylist({ name: `${w} Mix`, owner_id: listener.id });
  await db()
    .insert(playlistTracks)
    .values([
      { playlist_id: playlist.id, track_id: one.id, position: 1 },
      { playlist_id: playlist.id, track_id: featured.id, position: 2 },
      { playlist_id: playlist.id, track_id: two.id, position: 3 },
    ]);
  await db().run(sql`UPDATE playlists SET tracks_count = 3, duration = 330000 WHERE id = ${playlist.id}`);
  await db().insert(follows).values({ follower_id: listener.id, followable_type: 'artist', followable_id: artist.id });
  const [channel] = await db().insert(channels).values({ slug: `${w}-channel`, name: w, content_type: 'track' }).returning();
  await db()
    .insert(channelItems)
    .values([
      { channel_id: channel.id, item_type: 'track', item_id: one.id, position: 1 },
      { channel_id: channel.id, item_type: 'track', item_id: featured.id, position: 2 },
    ]);
  const [workspace] = await db().insert(workspaces).values({ name: w, owner_id: other.id }).returning();
  await db().insert(workspaceItems).values({ item_type: 'album', item_id: album.id, workspace_id: workspace.id });
  const kept = await notifyAbout(listener.id, `/track/${featured.id}/x`);
  await notifyAbout(listener.id, `/track/${one.id}/x`);
  await notifyAbout(listener.id, `/album/${album.id}/a/b`);
  return { w, listener, other, artist, guest, album, one, two, featured, playlist, channel, kept };
}

/** Rows that still name one of the ids through a declared reference. */
async function orphans(ids: Record<CatalogTarget, number[]>) {
  const left: string[] = [];
  for (const ref of CATALOG_REFERENCES) {
    const list = ids[ref.target];
    if (!list.length) continue;
    const json = JSON.stringify(list);
    const where =
      ref.how === 'json-path'
        ? sql`CAST(substr(json_extract(${sql.identifier(ref.column)}, '$.mainAction.action'), 8) AS INTEGER) IN (SELECT value FROM json_each(${json}))
            AND json_extract(${sql.identifier(ref.column)}, '$.mainAction.action') LIKE ${ref.target === 'tracks' ? '/track/%' : '/album/%'}`
        : ref.type
          ? sql`${sql.identifier(ref.type.column)} = ${ref.type.value} AND ${sql.identifier(ref.column)} IN (SELECT value FROM json_each(${json}))`
          : sql`${sql.identifier(ref.column)} IN (SELECT value FROM json_each(${json}))`;
    const [{ c }] = await db().all<{ c: number }>(sql`SELECT count(*) AS c FROM ${sql.identifier(ref.table)} WHERE ${where}`);
    if (c) left.push(`${ref.table}.${ref.column} (${ref.target}): ${c}`);
  }
  for (const target of ['tracks', 'albums', 'artists'] as const) {
    if (!ids[target].length) continue;
    const [{ c }] = await db().all<{ c: number }>(
      sql`SELECT count(*) AS c FROM ${sql.identifier(target)} WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids[target])}))`,
    );
    if (c) left.push(`${target}: ${c}`);
  }
  return left;
}

/** Polymorphic `<x>_type`/`<x>_id` pairs whose types never name the catalog. */
const NOT_CATALOG: Record<string, string> = {};

describe('the orphan check', () => {
  it('declares every table and column that references tracks, albums or artists', async () => {
    const tables = await db().all<{ name: string }>(
      sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' AND name NOT LIKE '%_fts%'`,
    );
    const declared = new Set(CATALOG_REFERENCES.map((r) => `${r.table}.${r.column}`));
    const discovered = new Set<string>();
    for (const { name } of tables) {
      const keys = await db().all<{ table: string; from: string }>(sql`SELECT "table", "from" FROM pragma_foreign_key_list(${name})`);
      for (const key of keys) if (['tracks', 'albums', 'artists'].includes(key.table)) discovered.add(`${name}.${key.from}`);
      const columns = (await db().all<{ name: string }>(sql`SELECT name FROM pragma_table_info(${name})`)).map((c) => c.name);
      for (const column of columns) {
        if (/^(track|album|artist)s?_id$/.test(column)) discovered.add(`${name}.${column}`);
        const pair = /^(.+)_type$/.exec(column);
        if (pair && columns.includes(`${pair[1]}_id`)) discovered.add(`${name}.${pair[1]}_id`);
      }
    }
    const undeclared = [...discovered].filter((ref) => !declared.has(ref) && !NOT_CATALOG[ref]);
    expect(undeclared, 'add these to worker/music/deletion/deletion-references.ts and the deletion batch').toEqual([]);
    // Search follows through triggers: each FTS table has a delete trigger on its catalog table.
    const triggers = await db().all<{ sql: string }>(sql`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%AFTER DELETE%'`);
    for (const fts of CATALOG_FTS_TABLES) expect(triggers.some((t) => t.sql.includes(`INSERT INTO \`${fts}\``)), fts).toBe(true);
  });

  it('an artist deletion leaves no row naming its tracks, albums or itself', async () => {
    const c = await richCatalog();
    const res = await del('artists', [c.artist.id], await adminHeaders());
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ deleted: 1 });
    expect(await orphans({ tracks: [c.one.id, c.two.id], albums: [c.album.id], artists: [c.artist.id] })).toEqual([]);
    // The featured-on track stays, credited to its own artist only.
    expect(await exists(tracks, c.featured.id)).toBe(true);
    expect((await db().select().from(trackArtists).where(eq(trackArtists.track_id, c.featured.id))).map((r) => r.artist_id)).toEqual([c.guest.id]);
    expect(await exists(artists, c.guest.id)).toBe(true);
    expect((await db().select().from(notifications).where(eq(notifications.id, c.kept))).length).toBe(1);
  });
});

describe('DELETE tracks/{ids}, albums/{ids}, artists/{ids}: who may', () => {
  it('guests 401, listeners 403, before the ids are read', async () => {
    const track = await createTrack();
    const listener = (await loginAs((await createUser()).id)).headers;
    for (const type of ['tracks', 'albums', 'artists'] as const) {
      expect((await del(type, [track.id], guestHeaders())).status).toBe(401);
      expect((await del(type, [track.id], listener)).status).toBe(403);
      expect((await del(type, ['abc'], listener)).status).toBe(403);
    }
    const previewRes = await request(`/api/v1/admin/deletion-preview?type=track&ids=${track.id}`, { headers: guestHeaders() });
    expect(previewRes.status).toBe(401);
    expect(await exists(tracks, track.id)).toBe(true);
  });

  it('an owner deletes their own track, not another one; a mix with one not allowed deletes nothing', async () => {
    const { user, headers } = await creator();
    const own = await createTrack({ values: { owner_id: user.id } });
    const own2 = await createTrack({ values: { owner_id: user.id } });
    const foreign = await createTrack();
    expect((await del('tracks', [foreign.id], headers)).status).toBe(403);
    expect((await del('tracks', [own.id, foreign.id], headers)).status).toBe(403);
    expect(await exists(tracks, own.id)).toBe(true);
    expect(await exists(tracks, foreign.id)).toBe(true);
    const res = await del('tracks', [own.id], headers);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ deleted: 1 });
    expect(await exists(tracks, own.id)).toBe(false);
    expect(await exists(tracks, own2.id)).toBe(true);
  });

  it("an artist's manager deletes that artist's album (with its tracks) and the artist, nothing else", async () => {
    const { user, headers } = await creator();
    const artist = await createArtist();
    await db().insert(artistManagers).values({ artist_id: artist.id, user_id: user.id });
    const album = await createAlbum({ artists: [artist] });
    const track = await createTrack({ artists: [artist], album });
    const strange = await createAlbum();
    expect((await del('albums', [strange.id], headers)).status).toBe(403);
    expect((await del('artists', [(await createArtist()).id], headers)).status).toBe(403);
    expect((await preview('album', [album.id], headers)).tracks).toBe(1);
    expect((await del('albums', [album.id], headers)).status).toBe(200);
    expect(await exists(albums, album.id)).toBe(false);
    expect(await exists(tracks, track.id)).toBe(false);
    expect((await del('artists', [artist.id], headers)).status).toBe(200);
    expect(await exists(artists, artist.id)).toBe(false);
    expect(await exists(albums, strange.id)).toBe(true);
  });

  it('an admin deletes anything, in bulk; unknown ids alone are 404, mixed with known ones they are skipped', async () => {
    const admin = await adminHeaders();
    const [a, b] = [await createTrack(), await createTrack()];
    expect((await del('tracks', [999_999_999], admin)).status).toBe(404);
    expect((await del('albums', [999_999_999], admin)).status).toBe(404);
    expect((await del('artists', [999_999_999], admin)).status).toBe(404);
    const res = await del('tracks', [a.id, b.id, 999_999_999], admin);
    expect(await res.json()).toEqual({ deleted: 2 });
    expect(Number(res.headers.get('X-Deletion-Statements'))).toBeGreaterThan(5);
  });

  it('422 for 0, more than 100 ids, or anything but ids, with a field message; nothing changes', async () => {
    const admin = await adminHeaders();
    const track = await createTrack();
    const many = Array.from({ length: 101 }, (_, i) => track.id + i);
    for (const ids of [[0], many, ['abc'], [`${track.id}x`], ['-1'], [`${track.id}`, '']]) {
      const res = await del('tracks', ids, admin);
      expect(res.status, ids.join(',')).toBe(422);
      expect(Object.keys((await res.json<any>()).errors ?? {})).toContain('ids');
    }
    const badPreview = await request(`/api/v1/admin/deletion-preview?type=playlist&ids=${track.id}`, { headers: { ...admin, Accept: 'application/json' } });
    expect(badPreview.status).toBe(422);
    expect(await exists(tracks, track.id)).toBe(true);
  });
});

describe('what a deletion removes and keeps', () => {
  it('the preview names what an album deletion removes, and matches it', async () => {
    const c = await richCatalog();
    const admin = await adminHeaders();
    expect(await preview('album', [c.album.id], admin)).toEqual({
      type: 'album',
      found: 1,
      tracks: 2,
      albums: 1,
      artists: 0,
      comments: 3,
      plays: 3,
      likes: 2,
      reposts: 1,
      playlist_entries: 2,
      playlists: 1,
      lyrics: 1,
      follows: 0,
      notifications: 2,
      channel_items: 1,
    });
    const artistPreview = await preview('artist', [c.artist.id], admin);
    expect(artistPreview).toMatchObject({ tracks: 2, albums: 1, artists: 1, follows: 1 });
  });

  it('deleting an album removes its tracks and every row naming them; counters of what stays are exact', async () => {
    const c = await richCatalog();
    const [countBefore] = await db().select().from(notificationCounts).where(eq(notificationCounts.user_id, c.listener.id));
    expect((await del('albums', [c.album.id], await adminHeaders())).status).toBe(200);
    expect(await orphans({ tracks: [c.one.id, c.two.id], albums: [c.album.id], artists: [] })).toEqual([]);
    // The playlist keeps the other track, counted again.
    const [mix] = await db().all<{ tracks_count: number; duration: number }>(sql`SELECT tracks_count, duration FROM playlists WHERE id = ${c.playlist.id}`);
    expect(mix).toEqual({ tracks_count: 1, duration: 180_000 });
    expect((await db().select().from(playlistTracks).where(eq(playlistTracks.playlist_id, c.playlist.id))).map((r) => r.track_id)).toEqual([c.featured.id]);
    // The artists stay; their plays lose the removed tracks' plays (the artist: 35 - 30; the guest: 25 - 20).
    const plays = async (id: number) => (await db().select({ plays: artists.plays }).from(artists).where(eq(artists.id, id)))[0].plays;
    expect(await plays(c.artist.id)).toBe(5);
    expect(await plays(c.guest.id)).toBe(5);
    // Unread notifications: the two about the album and its track go, the one about the other track stays.
    const [countAfter] = await db().select().from(notificationCounts).where(eq(notificationCounts.user_id, c.listener.id));
    expect(countAfter.unread).toBe(countBefore.unread - 2);
    expect(countAfter.version).toBeGreaterThan(countBefore.version);
    expect((await db().select().from(notifications).where(eq(notifications.user_id, c.listener.id))).map((r) => r.id)).toEqual([c.kept]);
    // The listener's library keeps the other like; the channel its other item.
    expect((await db().select().from(likes).where(eq(likes.user_id, c.listener.id))).map((l) => l.likeable_id)).toEqual([c.featured.id]);
    expect((await db().select().from(channelItems).where(eq(channelItems.channel_id, c.channel.id))).map((i) => i.item_id)).toEqual([c.featured.id]);
  });

  it("deleting a track takes its plays off its album's and artists' counters", async () => {
    const c = await richCatalog();
    expect((await del('tracks', [c.two.id], await adminHeaders())).status).toBe(200);
    const [album] = await db().select().from(albums).where(eq(albums.id, c.album.id));
    expect(album.plays).toBe(10);
    const [guest] = await db().select().from(artists).where(eq(artists.id, c.guest.id));
    expect(guest.plays).toBe(5);
    expect(await exists(tracks, c.one.id)).toBe(true);
    expect(await orphans({ tracks: [c.two.id], albums: [], artists: [] })).toEqual([]);
  });

  it('search no longer finds a deleted track, album or artist', async () => {
    const c = await richCatalog();
    expect((await del('artists', [c.artist.id], await adminHeaders())).status).toBe(200);
    const res = await request(searchUrl(c.w));
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.artists.map((a: any) => a.id)).toEqual([c.guest.id]);
    expect(body.albums).toEqual([]);
    expect(body.tracks.map((t: any) => t.id)).toEqual([c.featured.id]);
    const [{ c: ftsRows }] = await db().all<{ c: number }>(
      sql`SELECT count(*) AS c FROM tracks_fts WHERE tracks_fts MATCH ${`"${c.w}"`} AND rowid IN (${c.one.id}, ${c.two.id})`,
    );
    expect(ftsRows).toBe(0);
  });

  it('removes R2 objects nothing uses any more, and keeps the ones something still uses', async () => {
    const c = await richCatalog();
    // Another track shows the same cover as track two; track one's audio is also someone's upload.
    await createTrack({ values: { image: c.two.image } });
    await db().insert(fileEntries).values({ user_id: c.other.id, name: 'one.wav', key: c.one.audio_key!, mime: 'audio/wav', file_size: 500 });
    const other = await createTrack({ audio: { bytes: audioBytes(100) } });
    // The artist's profile images go with it.
    await env.MEDIA.put(`images/artists/${c.w}-profile.png`, 'png');
    await db().update(artists).set({ profile_images: [`/storage/images/artists/${c.w}-profile.png`] }).where(eq(artists.id, c.artist.id));
    expect((await del('artists', [c.artist.id], await adminHeaders())).status).toBe(200);
    expect(await env.MEDIA.head(`images/artists/${c.w}.svg`)).toBeNull();
    expect(await env.MEDIA.head(`images/artists/${c.w}-profile.png`)).toBeNull();
    expect(await env.MEDIA.head(`images/albums/${c.w}.svg`)).toBeNull();
    expect(await env.MEDIA.head(`images/tracks/${c.w}.svg`)).not.toBeNull();
    expect(await env.MEDIA.head(c.one.audio_key!)).not.toBeNull();
    expect(await env.MEDIA.head(other.audio_key!)).not.toBeNull();
    // Without the upload, the audio goes with its last track.
    await db().delete(fileEntries).where(eq(fileEntries.key, other.audio_key!));
    expect((await del('tracks', [other.id], await adminHeaders())).status).toBe(200);
    expect(await env.MEDIA.head(other.audio_key!)).toBeNull();
  });
});

describe('the deletion batch reads', () => {
  it('finds every reference to a deleted item through an index: no statement of the batch scans a table', async () => {
    const { deletionStatements } = await import('../../worker/music/deletion/deletion-batch');
    const dialect = new SQLiteAsyncDialect();
    const scope = { type: 'artist' as const, found: [1], tracks: [1, 2], albums: [3], artists: [4], audioKeys: [], imageUrls: [] };
    const scans: string[] = [];
    for (const statement of deletionStatements(scope)) {
      const query = dialect.sqlToQuery(statement);
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
        .bind(...query.params)
        .all<{ detail: string }>();
      // A scan of json_each is the id list itself; notifications are matched by the link inside their JSON, per user (decision 017).
      for (const { detail } of results) {
        if (/^SCAN /.test(detail) && !/^SCAN (json_each|n\b|notifications\b)/.test(detail)) scans.push(`${query.sql.slice(0, 60)}…: ${detail}`);
      }
    }
    expect(scans).toEqual([]);
  });
});
