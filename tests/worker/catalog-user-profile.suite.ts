import { describe, expect, it } from 'vitest';
import { follows, likes, playlists, reposts, type FollowableType, type LikeableType, type RepostableType } from '../../db/music-social';
import { createUser, db, request } from './support/http';
import { createAlbum, createArtist, createTrack } from './support/music-fixtures';

// Rows carry explicit times so "newest first" is checked, not left to chance.
const at = (minute: number) => `2024-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;

const like = (user: { id: number }, type: LikeableType, item: { id: number }, minute: number) =>
  db().insert(likes).values({ user_id: user.id, likeable_type: type, likeable_id: item.id, created_at: at(minute) });

const follow = (user: { id: number }, type: FollowableType, item: { id: number }, minute = 0) =>
  db().insert(follows).values({ follower_id: user.id, followable_type: type, followable_id: item.id, created_at: at(minute) });

const repost = (user: { id: number }, type: RepostableType, item: { id: number }, minute: number) =>
  db().insert(reposts).values({ user_id: user.id, repostable_type: type, repostable_id: item.id, created_at: at(minute) });

async function createPlaylist(owner: { id: number }, values: Partial<typeof playlists.$inferInsert> = {}) {
  const [playlist] = await db().insert(playlists).values({ owner_id: owner.id, name: 'Mix', ...values }).returning();
  return playlist;
}

const tab = async (user: { id: number }, name: string, query = '') => (await request(`/api/v1/user-profile/${user.id}/${name}${query}`)).json<any>();
const ids = (body: any) => body.pagination.data.map((item: any) => item.id);

describe('GET /api/v1/user-profile/{id}', () => {
  it('returns the user summary with follower and following counts', async () => {
    const user = await createUser();
    const [fan1, fan2, idol] = [await createUser(), await createUser(), await createUser()];
    await follow(fan1, 'user', user);
    await follow(fan2, 'user', user);
    await follow(user, 'user', idol);
    await follow(user, 'artist', await createArtist());

    const res = await request(`/api/v1/user-profile/${user.id}`);
    expect(res.status).toBe(200);
    expect((await res.json<any>()).user).toEqual({
      model_type: 'user',
      id: user.id,
      name: user.name,
      image: null,
      followers_count: 2,
      following_count: 1,
      created_at: user.created_at,
    });
  });

  it('answers 404 for a banned or unknown user and 422 for a bad id', async () => {
    const banned = await createUser({ banned: true });
    expect((await request(`/api/v1/user-profile/${banned.id}`)).status).toBe(404);
    expect((await request('/api/v1/user-profile/999999')).status).toBe(404);
    expect((await request('/api/v1/user-profile/me')).status).toBe(422);
  });
});

describe('GET /api/v1/user-profile/{id}/{tab}', () => {
  it('playlists: the user’s public playlists, with their count', async () => {
    const user = await createUser();
    const open = await createPlaylist(user, { name: 'Open' });
    await createPlaylist(user, { name: 'Hidden', public: false });
    await createPlaylist(await createUser());
    const body = await tab(user, 'playlists');
    expect(body.pagination).toMatchObject({ total: 1, per_page: 20 });
    expect(body.pagination.data).toEqual([expect.objectContaining({ model_type: 'playlist', id: open.id, owner: { id: user.id, name: user.name, image: null } })]);
  });

  it('tracks and albums: what the user liked, newest first', async () => {
    const user = await createUser();
    const [older, newer] = [await createTrack(), await createTrack()];
    await like(user, 'track', older, 1);
    await like(user, 'track', newer, 2);
    const album = await createAlbum();
    await like(user, 'album', album, 3);
    await like(await createUser(), 'track', await createTrack(), 4);

    const tracks = await tab(user, 'tracks');
    expect(tracks.pagination.total).toBe(2);
    expect(ids(tracks)).toEqual([newer.id, older.id]);
    expect(tracks.pagination.data[0].model_type).toBe('track');
    const albums = await tab(user, 'albums');
    expect(albums.pagination.data).toEqual([expect.objectContaining({ model_type: 'album', id: album.id })]);
  });

  it('artists: the artists the user follows', async () => {
    const user = await createUser();
    const [first, second] = [await createArtist(), await createArtist()];
    await follow(user, 'artist', first, 1);
    await follow(user, 'artist', second, 2);
    const body = await tab(user, 'artists');
    expect(ids(body)).toEqual([second.id, first.id]);
    expect(body.pagination.data[0].model_type).toBe('artist');
  });

  it('reposts: tracks and albums together, newest first, paged', async () => {
    const user = await createUser();
    const [t1, t2] = [await createTrack(), await createTrack()];
    const album = await createAlbum();
    await repost(user, 'track', t1, 1);
    await repost(user, 'album', album, 2);
    await repost(user, 'track', t2, 3);

    const first = await tab(user, 'reposts', '?perPage=2');
    expect(first.pagination).toMatchObject({ total: 3, last_page: 2 });
    expect(first.pagination.data.map((i: any) => [i.model_type, i.id])).toEqual([['track', t2.id], ['album', album.id]]);
    const second = await tab(user, 'reposts', '?perPage=2&page=2');
    expect(second.pagination.data.map((i: any) => [i.model_type, i.id])).toEqual([['track', t1.id]]);
  });

  it('followers and following: users, newest first, each with a follower count; banned users left out', async () => {
    const user = await createUser();
    const [fan, newFan, banned] = [await createUser(), await createUser(), await createUser({ banned: true })];
    await follow(fan, 'user', user, 1);
    await follow(newFan, 'user', user, 2);
    await follow(banned, 'user', user, 3);
    await follow(user, 'user', fan, 4);

    const followers = await tab(user, 'followers');
    expect(followers.pagination.total).toBe(2);
    expect(followers.pagination.data).toEqual([
      { model_type: 'user', id: newFan.id, name: newFan.name, image: null, followers_count: 0 },
      { model_type: 'user', id: fan.id, name: fan.name, image: null, followers_count: 1 },
    ]);
    const following = await tab(user, 'following');
    expect(following.pagination.data).toEqual([{ model_type: 'user', id: fan.id, name: fan.name, image: null, followers_count: 1 }]);
  });

  it('answers 404 for a banned user, 422 for an unknown tab or page bounds', async () => {
    const banned = await createUser({ banned: true });
    expect((await request(`/api/v1/user-profile/${banned.id}/playlists`)).status).toBe(404);
    expect((await request('/api/v1/user-profile/999999/tracks')).status).toBe(404);
    const user = await createUser();
    const res = await request(`/api/v1/user-profile/${user.id}/friends`);
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors).toHaveProperty('tab');
    expect((await request(`/api/v1/user-profile/${user.id}/tracks?perPage=0`)).status).toBe(422);
    expect((await request(`/api/v1/user-profile/${user.id}/tracks?perPage=51`)).status).toBe(422);
  });
});
