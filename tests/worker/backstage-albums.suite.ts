import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { albums, tracks } from '../../db/music-catalog';
import { adminHeaders, createUser, db, loginAs, postJson, request } from './support/http';
import { createTrack } from './support/music-fixtures';
import { planOf } from './support/query-plan';

const put = (path: string, headers: Record<string, string>, body: unknown) =>
  request(`/api/v1/${path}`, { method: 'PUT', headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers }, body: JSON.stringify(body) });
const get = (path: string, headers: Record<string, string>) => request(`/api/v1/${path}`, { headers: { Accept: 'application/json', ...headers } });

async function signedIn(roles = ['artists']) {
  const user = await createUser({ roles });
  return { user, headers: (await loginAs(user.id)).headers };
}

async function ownTracks(ownerId: number, count: number) {
  const list = [];
  for (let i = 0; i < count; i++) list.push(await createTrack({ values: { owner_id: ownerId, name: `Song ${i + 1}`, duration: 1000 * (i + 1) } }));
  return list;
}

const names = (list: { name: string }[]) => list.map((t) => t.name);

describe('POST /api/v1/backstage/albums', () => {
  it('creates the album with its tracks in the given order, numbered 1..n', async () => {
    const { user, headers } = await signedIn();
    const [a, b, c] = await ownTracks(user.id, 3);
    const res = await postJson(
      '/api/v1/backstage/albums',
      { name: 'First LP', type: 'ep', release_date: '2025-05-01', genres: ['Synth Pop'], tags: ['Debut'], track_ids: [c.id, a.id, b.id] },
      headers,
    );
    expect(res.status).toBe(201);
    const body = await res.json<any>();
    expect(body.album).toMatchObject({
      model_type: 'album',
      name: 'First LP',
      type: 'ep',
      release_date: '2025-05-01',
      tracks_count: 3,
      duration: 6000,
      artists: [{ name: user.name }],
      genres: [{ name: 'synth-pop', display_name: 'Synth Pop' }],
      tags: [{ name: 'debut' }],
    });
    expect(names(body.tracks)).toEqual(['Song 3', 'Song 1', 'Song 2']);
    expect(body.tracks.map((t: any) => t.number)).toEqual([1, 2, 3]);
    const [row] = await db().select().from(albums).where(eq(albums.id, body.album.id));
    expect(row.owner_id).toBe(user.id);
  });

  it("refuses other users' tracks, duplicates and bad fields with 422", async () => {
    const { user, headers } = await signedIn();
    const [mine] = await ownTracks(user.id, 1);
    const [theirs] = await ownTracks((await createUser()).id, 1);
    const stolen = await postJson('/api/v1/backstage/albums', { name: 'X', track_ids: [mine.id, theirs.id] }, headers);
    expect(stolen.status).toBe(422);
    expect((await stolen.json<any>()).errors.track_ids).toEqual(['Each track must be one of yours.']);
    const bad = await postJson('/api/v1/backstage/albums', { name: ' ', type: 'boxset', release_date: 'soon', track_ids: [mine.id, mine.id] }, headers);
    expect(Object.keys((await bad.json<any>()).errors).sort()).toEqual(['name', 'release_date', 'track_ids', 'type']);
    expect(await db().select().from(albums).where(eq(albums.owner_id, user.id))).toEqual([]);
  });

  it('needs music.create', async () => {
    const { headers } = await signedIn(['users']);
    expect((await postJson('/api/v1/backstage/albums', { name: 'X' }, headers)).status).toBe(403);
  });
});

describe('GET and PUT /api/v1/backstage/albums/{id}', () => {
  async function album(headers: Record<string, string>, trackIds: number[]) {
    return (await (await postJson('/api/v1/backstage/albums', { name: 'LP', track_ids: trackIds }, headers)).json<any>()).album;
  }

  it('reorders, adds and removes tracks', async () => {
    const { user, headers } = await signedIn();
    const [a, b, c, d] = await ownTracks(user.id, 4);
    const created = await album(headers, [a.id, b.id, c.id]);
    const res = await put(`backstage/albums/${created.id}`, headers, { track_ids: [d.id, c.id, a.id], name: 'LP (Deluxe)' });
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.album.name).toBe('LP (Deluxe)');
    expect(names(body.tracks)).toEqual(['Song 4', 'Song 3', 'Song 1']);
    expect(body.tracks.map((t: any) => t.number)).toEqual([1, 2, 3]);
    const [left] = await db().select().from(tracks).where(eq(tracks.id, b.id));
    expect(left).toMatchObject({ album_id: null, number: null });

    const got = await get(`backstage/albums/${created.id}`, headers);
    expect(names((await got.json<any>()).album.tracks)).toEqual(['Song 4', 'Song 3', 'Song 1']);
  });

  it("answers 403 on someone else's album, 404 on a missing one; admins may edit", async () => {
    const owner = await signedIn();
    const created = await album(owner.headers, []);
    const stranger = await signedIn();
    expect((await get(`backstage/albums/${created.id}`, stranger.headers)).status).toBe(403);
    expect((await put(`backstage/albums/${created.id}`, stranger.headers, { name: 'Mine now' })).status).toBe(403);
    expect((await put('backstage/albums/99999999', owner.headers, { name: 'x' })).status).toBe(404);
    const res = await put(`backstage/albums/${created.id}`, await adminHeaders(), { description: 'Staff pick' });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).album).toMatchObject({ name: 'LP', description: 'Staff pick' });
  });
});

describe('GET /api/v1/backstage/albums', () => {
  it("lists the user's own albums by name, for the track form's album picker, and no one else's", async () => {
    const { user, headers } = await signedIn();
    const other = await signedIn();
    for (const [owner, name] of [
      [user.id, 'Zephyr'],
      [user.id, 'Aurora'],
      [other.user.id, 'Not Mine'],
    ] as const) {
      await db().insert(albums).values({ name, owner_id: owner });
    }
    const res = await get('backstage/albums', headers);
    expect(res.status).toBe(200);
    expect(names((await res.json<any>()).albums)).toEqual(['Aurora', 'Zephyr']);
  });

  it('needs music.create', async () => {
    expect((await get('backstage/albums', {})).status).toBe(401);
    const listener = await signedIn(['users']);
    expect((await get('backstage/albums', listener.headers)).status).toBe(403);
  });

  it('reads them through albums_owner_idx, already in name order', async () => {
    const plan = await planOf(db().select({ id: albums.id, name: albums.name }).from(albums).where(eq(albums.owner_id, 1)).orderBy(asc(albums.name), asc(albums.id)));
    expect(plan.join('\n')).toContain('albums_owner_idx');
    expect(plan.join('\n')).not.toMatch(/SCAN albums|TEMP B-TREE/);
  });
});

describe('PUT /api/v1/backstage/tracks/{id} with album_id', () => {
  it("keeps a track on an album someone else owns when the album is not changed, but will not move it onto one", async () => {
    const { user, headers } = await signedIn();
    const [track] = await ownTracks(user.id, 1);
    const admin = await createUser({ roles: ['admin'] });
    const [adminAlbum] = await db().insert(albums).values({ name: 'Compilation', owner_id: admin.id }).returning();
    const [otherAlbum] = await db().insert(albums).values({ name: 'Other', owner_id: admin.id }).returning();
    await db().update(tracks).set({ album_id: adminAlbum.id }).where(eq(tracks.id, track.id));

    expect((await put(`backstage/tracks/${track.id}`, headers, { name: 'Renamed', album_id: adminAlbum.id })).status).toBe(200);
    const moved = await put(`backstage/tracks/${track.id}`, headers, { album_id: otherAlbum.id });
    expect(moved.status).toBe(422);
    const [row] = await db().select().from(tracks).where(eq(tracks.id, track.id));
    expect(row).toMatchObject({ name: 'Renamed', album_id: adminAlbum.id });
  });
});
