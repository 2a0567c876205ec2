import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { follows, playlists, playlistTracks } from '../../db/music-social';
import { createUser, db, guestHeaders, loginAs, postJson, request } from './support/http';
import { createAlbum, createTrack } from './support/music-fixtures';
import { tracks } from '../../db/music-catalog';
import { appendTracks } from '../../worker/playlists/track-routes';

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

async function createPlaylist(ownerId: number, values: Partial<typeof playlists.$inferInsert> = {}) {
  const [playlist] = await db().insert(playlists).values({ owner_id: ownerId, name: 'Mix', ...values }).returning();
  return playlist;
}

const heldIds = async (playlistId: number) =>
  (await db().select().from(playlistTracks).where(eq(playlistTracks.playlist_id, playlistId)).orderBy(asc(playlistTracks.position))).map((row) => row.track_id);

const stored = async (playlistId: number) => (await db().select().from(playlists).where(eq(playlists.id, playlistId)))[0];

describe('POST /api/v1/playlists/{id}/tracks', () => {
  it('appends tracks in order, skips duplicates and recomputes count and duration', async () => {
    const { user, headers } = await signedIn();
    const playlist = await createPlaylist(user.id);
    const [a, b, c] = [await createTrack(), await createTrack({ values: { duration: 1000 } }), await createTrack()];

    const first = await postJson(`/api/v1/playlists/${playlist.id}/tracks`, { ids: [b.id, a.id, b.id] }, headers);
    expect(first.status).toBe(200);
    expect((await first.json<any>()).playlist).toMatchObject({ tracks_count: 2, duration: 181_000 });
    const again = await postJson(`/api/v1/playlists/${playlist.id}/tracks`, { ids: [a.id, c.id] }, headers);
    expect((await again.json<any>()).playlist).toMatchObject({ tracks_count: 3, duration: 361_000 });
    expect(await heldIds(playlist.id)).toEqual([b.id, a.id, c.id]);
  });

  it('answers 422 naming ids for missing tracks or too many, adding nothing', async () => {
    const { user, headers } = await signedIn();
    const playlist = await createPlaylist(user.id);
    const track = await createTrack();
    const missing = await postJson(`/api/v1/playlists/${playlist.id}/tracks`, { ids: [track.id, 999999] }, headers);
    expect(missing.status).toBe(422);
    expect((await missing.json<any>()).errors.ids).toEqual(['These tracks do not exist: 999999.']);
    const tooMany = await postJson(`/api/v1/playlists/${playlist.id}/tracks`, { ids: Array.from({ length: 51 }, (_, i) => i + 1) }, headers);
    expect((await tooMany.json<any>()).errors.ids).toEqual(['At most 50 tracks at a time.']);
    expect((await postJson(`/api/v1/playlists/${playlist.id}/tracks`, { ids: [] }, headers)).status).toBe(422);
    expect(await heldIds(playlist.id)).toEqual([]);
    expect((await stored(playlist.id)).tracks_count).toBe(0);
  });

  it('leaves out a track deleted between the check and the write, rather than failing (the API fuzz found the race)', async () => {
    const { user } = await signedIn();
    const playlist = await createPlaylist(user.id);
    const [kept, gone] = [await createTrack(), await createTrack()];
    await db().delete(tracks).where(eq(tracks.id, gone.id));
    await appendTracks(db(), playlist.id, user.id, [gone.id, kept.id]).run();
    expect(await heldIds(playlist.id)).toEqual([kept.id]);
    // And nothing at all for a playlist deleted meanwhile.
    await db().delete(playlists).where(eq(playlists.id, playlist.id));
    await appendTracks(db(), playlist.id, user.id, [kept.id]).run();
    expect(await heldIds(playlist.id)).toEqual([]);
  });

  it('lets followers add to a collaborative playlist only', async () => {
    const owner = await createUser();
    const { user, headers } = await signedIn();
    const track = await createTrack();
    const shared = await createPlaylist(owner.id, { collaborative: true });
    const closed = await createPlaylist(owner.id);
    const hidden = await createPlaylist(owner.id, { public: false, collaborative: true });

    expect((await postJson(`/api/v1/playlists/${shared.id}/tracks`, { ids: [track.id] }, headers)).status).toBe(403);
    await db().insert(follows).values([shared, closed].map((p) => ({ follower_id: user.id, followable_type: 'playlist' as const, followable_id: p.id })));
    expect((await postJson(`/api/v1/playlists/${shared.id}/tracks`, { ids: [track.id] }, headers)).status).toBe(200);
    expect((await postJson(`/api/v1/playlists/${closed.id}/tracks`, { ids: [track.id] }, headers)).status).toBe(403);
    expect((await postJson(`/api/v1/playlists/${hidden.id}/tracks`, { ids: [track.id] }, headers)).status).toBe(404);
    expect((await postJson(`/api/v1/playlists/${shared.id}/tracks`, { ids: [track.id] }, guestHeaders())).status).toBe(401);
    const [row] = await db().select().from(playlistTracks).where(eq(playlistTracks.playlist_id, shared.id));
    expect(row.added_by).toBe(user.id);
  });
});

describe('DELETE /api/v1/playlists/{id}/tracks', () => {
  it('removes the given tracks, ignoring ones not held, and recomputes', async () => {
    const { user, headers } = await signedIn();
    const playlist = await createPlaylist(user.id);
    const [a, b] = [await createTrack(), await createTrack()];
    await postJson(`/api/v1/playlists/${playlist.id}/tracks`, { ids: [a.id, b.id] }, headers);
    const res = await send('DELETE', `playlists/${playlist.id}/tracks`, headers, { ids: [a.id, 999999] });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).playlist).toMatchObject({ tracks_count: 1, duration: 180_000 });
    expect(await heldIds(playlist.id)).toEqual([b.id]);
  });

  it('refuses a user who is not an editor', async () => {
    const owner = await signedIn();
    const playlist = await createPlaylist(owner.user.id);
    const track = await createTrack();
    await postJson(`/api/v1/playlists/${playlist.id}/tracks`, { ids: [track.id] }, owner.headers);
    expect((await send('DELETE', `playlists/${playlist.id}/tracks`, (await signedIn()).headers, { ids: [track.id] })).status).toBe(403);
    expect(await heldIds(playlist.id)).toEqual([track.id]);
  });
});

describe('GET /api/v1/playlists/{id}/tracks', () => {
  it('pages the tracks by position; private ones only for the owner', async () => {
    const owner = await signedIn();
    const playlist = await createPlaylist(owner.user.id, { public: false });
    const tracks = [await createTrack(), await createTrack(), await createTrack()];
    await postJson(`/api/v1/playlists/${playlist.id}/tracks`, { ids: tracks.map((t) => t.id) }, owner.headers);

    const res = await request(`/api/v1/playlists/${playlist.id}/tracks?perPage=2&page=2`, { headers: owner.headers });
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.pagination).toMatchObject({ total: 3, current_page: 2, last_page: 2 });
    expect(body.pagination.data.map((t: any) => t.id)).toEqual([tracks[2].id]);
    expect((await request(`/api/v1/playlists/${playlist.id}/tracks`, { headers: (await signedIn()).headers })).status).toBe(404);
  });
});

describe('a playlist without an image: its mosaic covers', () => {
  it('are the first four distinct covers of its tracks in order (a track image, else its album), the same in lists and on its page', async () => {
    const { user, headers } = await signedIn();
    const playlist = await createPlaylist(user.id);
    const [a, b, c] = [await createAlbum({ values: { image: '/a.svg' } }), await createAlbum({ values: { image: '/b.svg' } }), await createAlbum({ values: { image: null } })];
    const ids = [
      (await createTrack({ album: a })).id,
      (await createTrack({ album: a })).id,
      (await createTrack({ album: c })).id,
      (await createTrack({ album: b, values: { image: '/own.svg' } })).id,
      (await createTrack({ album: b })).id,
      (await createTrack({ values: { image: '/d.svg' } })).id,
      (await createTrack({ values: { image: '/e.svg' } })).id,
    ];
    await postJson(`/api/v1/playlists/${playlist.id}/tracks`, { ids }, headers);
    const page = await (await request(`/api/v1/playlists/${playlist.id}`, { headers: { Accept: 'application/json', ...headers } })).json<any>();
    expect(page.playlist.covers).toEqual(['/a.svg', '/own.svg', '/b.svg', '/d.svg']);
    const list = await (await request('/api/v1/me/library/playlists', { headers: { Accept: 'application/json', ...headers } })).json<any>();
    expect(list.pagination.data.find((p: { id: number }) => p.id === playlist.id).covers).toEqual(page.playlist.covers);

    // Reordered, the mosaic follows; with an image of its own there is none.
    await send('PUT', `playlists/${playlist.id}/tracks/order`, headers, { ids: [...ids].reverse() });
    const reordered = await (await request(`/api/v1/playlists/${playlist.id}`, { headers: { Accept: 'application/json', ...headers } })).json<any>();
    expect(reordered.playlist.covers).toEqual(['/e.svg', '/d.svg', '/b.svg', '/own.svg']);
    await db().update(playlists).set({ image: '/cover.jpg' }).where(eq(playlists.id, playlist.id));
    const withImage = await (await request(`/api/v1/playlists/${playlist.id}`, { headers: { Accept: 'application/json', ...headers } })).json<any>();
    expect(withImage.playlist).toMatchObject({ image: '/cover.jpg', covers: [] });
  });
});
