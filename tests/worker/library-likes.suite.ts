import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { albums, tracks } from '../../db/music-catalog';
import { likes, reposts } from '../../db/music-social';
import { createUser, db, guestHeaders, loginAs, request } from './support/http';
import { createAlbum, createTrack } from './support/music-fixtures';

const send = (method: 'PUT' | 'DELETE', path: string, headers: Record<string, string>) =>
  request(`/api/v1/${path}`, { method, headers: { Accept: 'application/json', ...headers } });

async function signedIn() {
  const user = await createUser({ roles: ['users'] });
  return { user, headers: (await loginAs(user.id)).headers };
}

const trackRow = async (id: number) => (await db().select().from(tracks).where(eq(tracks.id, id)))[0];

describe('PUT /api/v1/likes/{type}/{id}', () => {
  it('likes a track once however often it is asked', async () => {
    const track = await createTrack();
    const { user, headers } = await signedIn();
    for (let i = 0; i < 2; i++) {
      const res = await send('PUT', `likes/track/${track.id}`, headers);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ liked: true, likes_count: 1 });
    }
    expect(await (await send('PUT', `likes/track/${track.id}`, (await signedIn()).headers)).json()).toEqual({ liked: true, likes_count: 2 });
    expect(await db().select().from(likes).where(eq(likes.user_id, user.id))).toHaveLength(1);
    expect((await trackRow(track.id)).likes_count).toBe(2);
  });

  it('likes albums, counting them apart from a track with the same id', async () => {
    const album = await createAlbum();
    const { headers } = await signedIn();
    expect(await (await send('PUT', `likes/album/${album.id}`, headers)).json()).toEqual({ liked: true, likes_count: 1 });
    expect((await db().select().from(albums).where(eq(albums.id, album.id)))[0].likes_count).toBe(1);
  });

  it('answers 404 for a missing item or an unknown type, writing nothing', async () => {
    const { user, headers } = await signedIn();
    expect((await send('PUT', 'likes/track/999999', headers)).status).toBe(404);
    expect((await send('PUT', 'likes/artist/1', headers)).status).toBe(404);
    expect(await db().select().from(likes).where(eq(likes.user_id, user.id))).toEqual([]);
  });

  it('needs login (401) and refuses banned users (403)', async () => {
    const track = await createTrack();
    expect((await send('PUT', `likes/track/${track.id}`, guestHeaders())).status).toBe(401);
    const banned = await createUser({ roles: ['users'], banned: true });
    expect((await send('PUT', `likes/track/${track.id}`, (await loginAs(banned.id)).headers)).status).toBe(403);
    expect((await trackRow(track.id)).likes_count).toBe(0);
  });
});

describe('DELETE /api/v1/likes/{type}/{id}', () => {
  it('unlikes idempotently without drifting the counter below the other likes', async () => {
    const track = await createTrack();
    const { headers } = await signedIn();
    await send('PUT', `likes/track/${track.id}`, headers);
    await send('PUT', `likes/track/${track.id}`, (await signedIn()).headers);
    for (let i = 0; i < 2; i++) {
      expect(await (await send('DELETE', `likes/track/${track.id}`, headers)).json()).toEqual({ liked: false, likes_count: 1 });
    }
    expect((await trackRow(track.id)).likes_count).toBe(1);
  });

  it('answers 404 for a missing item and 401 for a guest', async () => {
    const track = await createTrack();
    expect((await send('DELETE', 'likes/album/999999', (await signedIn()).headers)).status).toBe(404);
    expect((await send('DELETE', `likes/track/${track.id}`, guestHeaders())).status).toBe(401);
  });
});

describe('PUT /api/v1/reposts/{type}/{id}', () => {
  it('reposts idempotently and moves only reposts_count', async () => {
    const track = await createTrack();
    const { headers } = await signedIn();
    for (let i = 0; i < 2; i++) {
      expect(await (await send('PUT', `reposts/track/${track.id}`, headers)).json()).toEqual({ reposted: true, reposts_count: 1 });
    }
    expect(await trackRow(track.id)).toMatchObject({ reposts_count: 1, likes_count: 0 });
  });

  it('reposts albums; 404 for a missing one; 401 for a guest', async () => {
    const album = await createAlbum();
    const { headers } = await signedIn();
    expect(await (await send('PUT', `reposts/album/${album.id}`, headers)).json()).toEqual({ reposted: true, reposts_count: 1 });
    expect((await send('PUT', 'reposts/album/999999', headers)).status).toBe(404);
    expect((await send('PUT', `reposts/album/${album.id}`, guestHeaders())).status).toBe(401);
  });
});

describe('DELETE /api/v1/reposts/{type}/{id}', () => {
  it('removes the repost idempotently', async () => {
    const track = await createTrack();
    const { user, headers } = await signedIn();
    await send('PUT', `reposts/track/${track.id}`, headers);
    for (let i = 0; i < 2; i++) {
      expect(await (await send('DELETE', `reposts/track/${track.id}`, headers)).json()).toEqual({ reposted: false, reposts_count: 0 });
    }
    expect(await db().select().from(reposts).where(eq(reposts.user_id, user.id))).toEqual([]);
    expect((await send('DELETE', `reposts/track/${track.id}`, guestHeaders())).status).toBe(401);
  });
});
