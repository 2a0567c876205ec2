import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { artistGenres, channelItems, channels, genres, lyrics, trackGenres, tracks } from '../../db/music-catalog';
import { comments, follows, playlists, playlistTracks } from '../../db/music-social';
import { listQuerySchema, listStatement } from '../../worker/admin/list/list-resource';
import { genresList } from '../../worker/admin/moderation/genres';
import { playlistsList } from '../../worker/admin/moderation/playlists';
import { lyricsList } from '../../worker/admin/moderation/lyrics';
import { commentsList } from '../../worker/admin/moderation/comments';
import { adminHeaders, createUser, db, loginAs, request } from './support/http';
import { adminList, expectAdminOnly, send } from './support/admin-api';
import { createAlbum, createArtist, createGenre, createTrack, tagArtistGenres } from './support/music-fixtures';
import { createPlaylist } from './support/search-fixtures';
import { planOf } from './support/query-plan';

// Issue 15, docs/api/catalog-moderation.md: genres, playlists, lyrics and comments (admin.access).

let n = 0;
const word = () => `zm${Date.now().toString(36)}m${++n}`;

async function comment(values: { on: { type: 'track' | 'album'; id: number }; user_id?: number; parent_id?: number; position?: number; content?: string }) {
  const user_id = values.user_id ?? (await createUser()).id;
  const [row] = await db()
    .insert(comments)
    .values({ commentable_type: values.on.type, commentable_id: values.on.id, user_id, parent_id: values.parent_id ?? null, position: values.position ?? null, content: values.content ?? 'Nice one' })
    .returning();
  return row;
}

/** Comments made through the public route, so the counters move as they do for listeners. */
async function postComment(headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await send('POST', '/api/v1/comments', headers, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<any>()).comment as { id: number };
}

const publicComments = async (trackId: number, parentId?: number) => {
  const res = await request(`/api/v1/comments?commentable_type=track&commentable_id=${trackId}${parentId ? `&parent_id=${parentId}` : ''}`);
  expect(res.status).toBe(200);
  return (await res.json<any>()).pagination as { data: { id: number; replies_count: number }[]; total: number };
};
const commentsCount = async (trackId: number) => (await db().select({ n: tracks.comments_count }).from(tracks).where(eq(tracks.id, trackId)))[0].n;

describe('permissions', () => {
  it('answers 401 to guests and 403 to listeners on every route', async () => {
    await expectAdminOnly([
      ['GET', '/api/v1/admin/genres'],
      ['POST', '/api/v1/genres', { name: word() }],
      ['PUT', '/api/v1/genres/1', { name: word() }],
      ['DELETE', '/api/v1/genres/1,2'],
      ['GET', '/api/v1/playlists'],
      ['DELETE', '/api/v1/playlists/1,2'],
      ['GET', '/api/v1/lyrics'],
      ['GET', '/api/v1/lyrics/1'],
      ['POST', '/api/v1/lyrics', { track_id: 1, text: 'la' }],
      ['PUT', '/api/v1/lyrics/1', { text: 'la' }],
      ['DELETE', '/api/v1/lyrics/1'],
      ['GET', '/api/v1/admin/comments'],
      ['DELETE', '/api/v1/comments/1,2'],
      ['POST', '/api/v1/comments/1/restore'],
    ]);
  });

  it('keeps a listener on their own playlist and comment (the owner routes), and 403 on others', async () => {
    const owner = await createUser();
    const stranger = (await loginAs((await createUser()).id)).headers;
    const playlist = await createPlaylist({ name: word(), owner_id: owner.id });
    expect((await send('PUT', `/api/v1/playlists/${playlist.id}`, stranger, { name: 'Mine now' })).status).toBe(403);
    expect((await send('PUT', `/api/v1/playlists/${playlist.id}`, stranger, { featured: true })).status).toBe(403);
    expect((await send('DELETE', `/api/v1/playlists/${playlist.id}`, stranger)).status).toBe(403);
    const ownerHeaders = (await loginAs(owner.id)).headers;
    expect((await send('PUT', `/api/v1/playlists/${playlist.id}`, ownerHeaders, { name: 'Renamed', featured: true })).status).toBe(200);
    const [row] = await db().select().from(playlists).where(eq(playlists.id, playlist.id));
    expect(row).toMatchObject({ name: 'Renamed', featured: false });

    const track = await createTrack();
    const mine = await postComment(ownerHeaders, { commentable_type: 'track', commentable_id: track.id, content: 'Mine' });
    expect((await send('DELETE', `/api/v1/comments/${mine.id}`, stranger)).status).toBe(403);
    expect((await send('DELETE', `/api/v1/comments/${mine.id}`, ownerHeaders)).status).toBe(200);
    expect(await db().select().from(comments).where(eq(comments.id, mine.id))).toEqual([]);
    expect(await commentsCount(track.id)).toBe(0);
  });
});

describe('genres', () => {
  it('lists with counts, searched by name prefix and sorted by popularity, name or creation', async () => {
    const w = word();
    const low = await createGenre(`${w}-low`);
    const high = await createGenre(`${w}-high`);
    await db().update(genres).set({ popularity: 90 }).where(eq(genres.id, high.id));
    await createTrack({ genres: [high] });
    await tagArtistGenres(await createArtist(), [high]);
    const page = await adminList('admin/genres', `query=${w}&orderBy=popularity&orderDir=desc`);
    expect(page.data.map((g) => g.id)).toEqual([high.id, low.id]);
    expect(page.data[0]).toMatchObject({ name: `${w}-high`, popularity: 90, tracks_count: 1, artists_count: 1 });
    expect((await adminList('admin/genres', `query=${w}&orderBy=name`)).data.map((g) => g.id)).toEqual([high.id, low.id]);
    expect((await send('GET', '/api/v1/admin/genres?orderBy=display_name', await adminHeaders())).status).toBe(422);
  });

  it('creates and edits (422 for a bad or taken name, nothing changed); a rename carries channels along', async () => {
    const headers = await adminHeaders();
    const name = word();
    const created = await send('POST', '/api/v1/genres', headers, { name, display_name: 'Dream Pop', image: '/storage/images/g.svg', popularity: 5 });
    expect(created.status).toBe(201);
    const { genre } = await created.json<any>();
    expect(genre).toMatchObject({ name, display_name: 'Dream Pop', image: '/storage/images/g.svg', popularity: 5 });
    const taken = await send('POST', '/api/v1/genres', headers, { name });
    expect(taken.status).toBe(422);
    expect((await taken.json<any>()).errors.name).toEqual(['This name is already taken.']);
    for (const body of [{ name: 'Has Caps' }, { name, popularity: -1 }, { name, image: 'javascript:alert(1)' }, { name, popularity: 1.5 }]) {
      const res = await send('PUT', `/api/v1/genres/${genre.id}`, headers, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await db().select().from(genres).where(eq(genres.id, genre.id)))[0]).toMatchObject({ name, popularity: 5 });

    const [channel] = await db().insert(channels).values({ slug: word(), name: 'Genre channel', content_type: 'track', source: 'genre_tracks', source_genre: name }).returning();
    const renamed = await send('PUT', `/api/v1/genres/${genre.id}`, headers, { name: `${name}-x`, display_name: 'Dreamier', popularity: 7, image: '' });
    expect(renamed.status).toBe(200);
    expect((await renamed.json<any>()).genre).toMatchObject({ name: `${name}-x`, display_name: 'Dreamier', popularity: 7, image: null });
    expect((await db().select().from(channels).where(eq(channels.id, channel.id)))[0].source_genre).toBe(`${name}-x`);
    expect((await send('PUT', '/api/v1/genres/99999999', headers, { name: word() })).status).toBe(404);
  });

  it('deletes with their links in one batch; 404 when none exists; bad ids 422', async () => {
    const headers = await adminHeaders();
    const [a, b] = [await createGenre(word()), await createGenre(word())];
    const track = await createTrack({ genres: [a, b] });
    const artist = await createArtist();
    await tagArtistGenres(artist, [a]);
    const [channel] = await db().insert(channels).values({ slug: word(), name: 'Genres', content_type: 'genre' }).returning();
    await db().insert(channelItems).values({ channel_id: channel.id, item_type: 'genre', item_id: a.id, position: 1 });

    const res = await send('DELETE', `/api/v1/genres/${a.id},${b.id},99999999`, headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 2 });
    expect(await db().select().from(genres).where(inArray(genres.id, [a.id, b.id]))).toEqual([]);
    expect(await db().select().from(trackGenres).where(eq(trackGenres.track_id, track.id))).toEqual([]);
    expect(await db().select().from(artistGenres).where(eq(artistGenres.artist_id, artist.id))).toEqual([]);
    expect(await db().select().from(channelItems).where(eq(channelItems.channel_id, channel.id))).toEqual([]);
    expect((await send('DELETE', `/api/v1/genres/${a.id}`, headers)).status).toBe(404);
    for (const ids of ['x', '1,,2', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      expect((await send('DELETE', `/api/v1/genres/${ids}`, headers)).status, ids).toBe(422);
    }
  });
});

describe('playlists', () => {
  it('lists with the owner, filtered by owner, public and featured, sorted by followers', async () => {
    const owner = await createUser();
    const w = word();
    const open = await createPlaylist({ name: `${w} open`, owner_id: owner.id });
    const closed = await createPlaylist({ name: `${w} closed`, owner_id: owner.id, public: false });
    await db().update(playlists).set({ featured: true, followers_count: 3 }).where(eq(playlists.id, closed.id));
    const all = await adminList('playlists', `owner=${owner.id}&orderBy=followers_count&orderDir=desc`);
    expect(all.data.map((p) => p.id)).toEqual([closed.id, open.id]);
    expect(all.data[0]).toMatchObject({ public: false, featured: true, owner: { id: owner.id, name: owner.name } });
    expect((await adminList('playlists', `owner=${owner.id}&public=true`)).data.map((p) => p.id)).toEqual([open.id]);
    expect((await adminList('playlists', `owner=${owner.id}&featured=true`)).data.map((p) => p.id)).toEqual([closed.id]);
    expect((await adminList('playlists', `query=${w}`)).total).toBe(2);
    expect((await send('GET', '/api/v1/playlists?featured=maybe', await adminHeaders())).status).toBe(422);
  });

  it("edits anyone's playlist, featured and image too; 422 changes nothing; 404 for an unknown id", async () => {
    const headers = await adminHeaders();
    const playlist = await createPlaylist({ name: word(), public: false });
    const res = await send('PUT', `/api/v1/playlists/${playlist.id}`, headers, { name: 'Staff picks', featured: true, public: true, image: 'https://img.test/p.png' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json<any>()).playlist).toMatchObject({ id: playlist.id, name: 'Staff picks', public: true });
    expect((await db().select().from(playlists).where(eq(playlists.id, playlist.id)))[0]).toMatchObject({ featured: true, image: 'https://img.test/p.png' });
    for (const body of [{ name: '' }, { featured: 'yes' }, { image: 'ftp://x' }]) {
      expect((await send('PUT', `/api/v1/playlists/${playlist.id}`, headers, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await db().select().from(playlists).where(eq(playlists.id, playlist.id)))[0].name).toBe('Staff picks');
    expect((await send('PUT', '/api/v1/playlists/99999999', headers, { name: 'x' })).status).toBe(404);
  });

  it('deletes with entries, follows and channel items in one batch, one id or many', async () => {
    const headers = await adminHeaders();
    const follower = await createUser();
    const [a, b] = [await createPlaylist({ name: word() }), await createPlaylist({ name: word(), public: false })];
    const track = await createTrack();
    await db().insert(playlistTracks).values([{ playlist_id: a.id, track_id: track.id, position: 1 }, { playlist_id: b.id, track_id: track.id, position: 1 }]);
    await db().insert(follows).values({ follower_id: follower.id, followable_type: 'playlist', followable_id: a.id });
    const [channel] = await db().insert(channels).values({ slug: word(), name: 'Lists', content_type: 'playlist' }).returning();
    await db().insert(channelItems).values({ channel_id: channel.id, item_type: 'playlist', item_id: a.id, position: 1 });

    const one = await send('DELETE', `/api/v1/playlists/${b.id}`, headers);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual({ deleted: 1 });
    const many = await send('DELETE', `/api/v1/playlists/${a.id},${b.id}`, headers);
    expect(await many.json()).toEqual({ deleted: 1 });
    expect(await db().select().from(playlists).where(inArray(playlists.id, [a.id, b.id]))).toEqual([]);
    expect(await db().select().from(playlistTracks).where(eq(playlistTracks.track_id, track.id))).toEqual([]);
    expect(await db().select().from(follows).where(and(eq(follows.followable_type, 'playlist'), eq(follows.followable_id, a.id)))).toEqual([]);
    expect(await db().select().from(channelItems).where(eq(channelItems.channel_id, channel.id))).toEqual([]);
    expect((await send('DELETE', `/api/v1/playlists/${a.id},${b.id}`, headers)).status).toBe(404);
  });
});

describe('lyrics', () => {
  it('lists with the track, filtered by LRC or plain, searched by track name', async () => {
    const w = word();
    const track = await createTrack({ values: { name: `${w} song` } });
    const [row] = await db().insert(lyrics).values({ track_id: track.id, text: '[00:01.00] One', synced: true }).returning();
    const page = await adminList('lyrics', `query=${w}`);
    expect(page.data).toEqual([expect.objectContaining({ id: row.id, synced: true, track: expect.objectContaining({ id: track.id, name: `${w} song` }) })]);
    expect((await adminList('lyrics', `track=${track.id}&synced=false`)).total).toBe(0);
    expect((await adminList('lyrics', `track=${track.id}&synced=true`)).total).toBe(1);
  });

  it('creates, edits (LRC told from plain), reads one and deletes; 422 and 404 change nothing', async () => {
    const headers = await adminHeaders();
    const track = await createTrack();
    const created = await send('POST', '/api/v1/lyrics', headers, { track_id: track.id, text: 'Plain words\nand more' });
    expect(created.status).toBe(201);
    const { lyrics: made } = await created.json<any>();
    expect(made).toMatchObject({ track_id: track.id, synced: false });
    expect((await send('POST', '/api/v1/lyrics', headers, { track_id: track.id, text: 'again' })).status).toBe(422);
    expect((await send('POST', '/api/v1/lyrics', headers, { track_id: 99999999, text: 'x' })).status).toBe(422);

    const edited = await send('PUT', `/api/v1/lyrics/${made.id}`, headers, { text: '[00:01.00] One\n[00:02.50] Two' });
    expect((await edited.json<any>()).lyrics).toMatchObject({ synced: true, text: '[00:01.00] One\n[00:02.50] Two' });
    const bad = await send('PUT', `/api/v1/lyrics/${made.id}`, headers, { text: '   ' });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json<any>()).errors)).toEqual(['text']);
    expect((await send('GET', `/api/v1/lyrics/${made.id}`, headers)).status).toBe(200);
    expect((await send('PUT', '/api/v1/lyrics/99999999', headers, { text: 'x' })).status).toBe(404);

    const gone = await send('DELETE', `/api/v1/lyrics/${made.id},99999999`, headers);
    expect(await gone.json()).toEqual({ deleted: 1 });
    // The track stays, without lyrics: its lyrics answer null (an expected miss is not a 404, issue 26).
    const after = await request(`/api/v1/tracks/${track.id}/lyrics`);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ lyrics: null });
    expect((await send('DELETE', `/api/v1/lyrics/${made.id}`, headers)).status).toBe(404);
  });
});

describe('comments', () => {
  it('lists with the item, the author and the position, filtered by deleted, track, album and author', async () => {
    const track = await createTrack();
    const album = await createAlbum();
    const author = await createUser();
    const onTrack = await comment({ on: { type: 'track', id: track.id }, user_id: author.id, position: 42, content: 'Great drop' });
    const onAlbum = await comment({ on: { type: 'album', id: album.id }, user_id: author.id });
    const page = await adminList('admin/comments', `user=${author.id}`);
    expect(page.data.map((c) => c.id)).toEqual([onAlbum.id, onTrack.id]);
    expect(page.data[1]).toMatchObject({ position: 42, content: 'Great drop', user: { id: author.id, name: author.name }, commentable: { type: 'track', id: track.id, name: track.name } });
    expect((await adminList('admin/comments', `track=${track.id}`)).data.map((c) => c.id)).toEqual([onTrack.id]);
    expect((await adminList('admin/comments', `album=${album.id}`)).data.map((c) => c.id)).toEqual([onAlbum.id]);
    expect((await adminList('admin/comments', `user=${author.id}&deleted=true`)).total).toBe(0);
    expect((await adminList('admin/comments', `user=${author.id}&query=great`)).total).toBe(1);
  });

  it('hides comments from listeners and restores them, in bulk, with exact counts', async () => {
    const headers = await adminHeaders();
    const listener = (await loginAs((await createUser()).id)).headers;
    const track = await createTrack();
    const on = { commentable_type: 'track', commentable_id: track.id };
    const root = await postComment(listener, { ...on, content: 'Root' });
    const reply = await postComment(listener, { ...on, content: 'Reply', parent_id: root.id });
    const other = await postComment(listener, { ...on, content: 'Other', position: 12 });
    expect(await commentsCount(track.id)).toBe(3);

    // A reply alone: out of its thread, the root's replies_count and the item's count.
    let res = await send('DELETE', `/api/v1/comments/${reply.id}`, headers);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 1 });
    expect(await db().select({ id: comments.id }).from(comments).where(eq(comments.id, reply.id))).toHaveLength(1);
    expect((await publicComments(track.id, root.id)).data).toEqual([]);
    expect((await publicComments(track.id)).data.find((c) => c.id === root.id)?.replies_count).toBe(0);
    expect(await commentsCount(track.id)).toBe(2);

    // Restore it, then hide the root and another at once: the thread goes with its root.
    expect(await (await send('POST', `/api/v1/comments/${reply.id}/restore`, headers)).json()).toEqual({ restored: 1 });
    expect(await commentsCount(track.id)).toBe(3);
    res = await send('DELETE', `/api/v1/comments/${root.id},${other.id}`, headers);
    expect(await res.json()).toEqual({ deleted: 2 });
    expect((await publicComments(track.id)).total).toBe(0);
    expect((await publicComments(track.id, root.id)).data).toEqual([]);
    expect(await commentsCount(track.id)).toBe(0);
    expect((await adminList('admin/comments', `track=${track.id}&deleted=true`)).data.map((c) => c.id).sort()).toEqual([root.id, other.id].sort());
    // A hidden comment takes no replies and its author cannot delete it.
    expect((await send('POST', '/api/v1/comments', listener, { ...on, content: 'Hello?', parent_id: root.id })).status).toBe(422);
    expect((await send('DELETE', `/api/v1/comments/${other.id}`, listener)).status).toBe(404);
    // Hiding again changes nothing.
    expect(await (await send('DELETE', `/api/v1/comments/${root.id}`, headers)).json()).toEqual({ deleted: 0 });

    expect(await (await send('POST', `/api/v1/comments/${root.id},${other.id}/restore`, headers)).json()).toEqual({ restored: 2 });
    const back = await publicComments(track.id);
    expect(back.data.map((c) => c.id).sort()).toEqual([root.id, other.id].sort());
    expect(back.data.find((c) => c.id === root.id)?.replies_count).toBe(1);
    expect((await publicComments(track.id, root.id)).data.map((c) => c.id)).toEqual([reply.id]);
    expect(await commentsCount(track.id)).toBe(3);

    // The author's own delete of a thread with a hidden reply keeps the count exact.
    await send('DELETE', `/api/v1/comments/${reply.id}`, headers);
    expect((await send('DELETE', `/api/v1/comments/${root.id}`, listener)).status).toBe(200);
    expect(await commentsCount(track.id)).toBe(1);
  });

  it('answers 404 when no id is a comment and 422 for malformed ids', async () => {
    const headers = await adminHeaders();
    expect((await send('DELETE', '/api/v1/comments/99999998,99999999', headers)).status).toBe(404);
    expect((await send('POST', '/api/v1/comments/99999999/restore', headers)).status).toBe(404);
    expect((await send('POST', '/api/v1/comments/a,b/restore', headers)).status).toBe(422);
    expect((await send('GET', '/api/v1/admin/comments?deleted=maybe', headers)).status).toBe(422);
  });
});

describe('query plans', () => {
  it('reaches each sort and the indexed filters through an index', async () => {
    const cases = [
      [genresList, 'genres', [{}, { orderBy: 'name' }, { orderBy: 'created_at' }, { query: 'ro' }]],
      [playlistsList, 'playlists', [{}, { orderBy: 'name' }, { orderBy: 'followers_count' }, { orderBy: 'plays' }, { owner: '1' }, { featured: 'true' }]],
      [lyricsList, 'lyrics', [{}, { track: '1' }]],
      [commentsList, 'comments', [{}, { track: '1' }, { user: '1' }, { deleted: 'true' }]],
    ] as const;
    for (const [resource, table, queries] of cases) {
      for (const query of queries) {
        const plan = (await planOf(listStatement(db(), resource as any, listQuerySchema(resource as any).parse(query)))).join('\n');
        expect(plan, `${table} ${JSON.stringify(query)}\n${plan}`).not.toMatch(new RegExp(`SCAN ${table}(?!_)(?! USING)`));
      }
    }
  });
});
