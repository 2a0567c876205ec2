import { describe, expect, it } from 'vitest';
import { follows, likes, playlists, plays, reposts } from '../../db/music-social';
import { createUser, db, guestHeaders, loginAs, request } from './support/http';
import { createAlbum, createArtist, createTrack } from './support/music-fixtures';

async function signedIn() {
  const user = await createUser({ roles: ['users'] });
  return { user, headers: (await loginAs(user.id)).headers };
}

const get = async (path: string, headers: Record<string, string>) => {
  const res = await request(`/api/v1/${path}`, { headers: { Accept: 'application/json', ...headers } });
  expect(res.status).toBe(200);
  return res.json<any>();
};

const at = (minute: number) => `2025-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;

describe('GET /api/v1/me/library/ids', () => {
  it('lists what the user liked, follows and reposted, by type', async () => {
    const { user, headers } = await signedIn();
    const [track, album, artist, star] = [await createTrack(), await createAlbum(), await createArtist(), await createUser()];
    const [playlist] = await db().insert(playlists).values({ owner_id: star.id, name: 'Mix' }).returning();
    await db().insert(likes).values([
      { user_id: user.id, likeable_type: 'track', likeable_id: track.id },
      { user_id: user.id, likeable_type: 'album', likeable_id: album.id },
    ]);
    await db().insert(follows).values([
      { follower_id: user.id, followable_type: 'artist', followable_id: artist.id },
      { follower_id: user.id, followable_type: 'user', followable_id: star.id },
      { follower_id: user.id, followable_type: 'playlist', followable_id: playlist.id },
    ]);
    await db().insert(reposts).values({ user_id: user.id, repostable_type: 'album', repostable_id: album.id });

    expect(await get('me/library/ids', headers)).toEqual({
      tracks: [track.id],
      albums: [album.id],
      artists: [artist.id],
      playlists: [playlist.id],
      users: [star.id],
      reposts: { track: [], album: [album.id] },
    });
  });

  it('needs login', async () => {
    expect((await request('/api/v1/me/library/ids', { headers: guestHeaders() })).status).toBe(401);
  });
});

describe('GET /api/v1/me/library/tracks', () => {
  it('pages liked tracks newest first as TrackPayload', async () => {
    const { user, headers } = await signedIn();
    const [older, newer, third] = [await createTrack(), await createTrack(), await createTrack()];
    await db().insert(likes).values([
      { user_id: user.id, likeable_type: 'track', likeable_id: older.id, created_at: at(1) },
      { user_id: user.id, likeable_type: 'track', likeable_id: newer.id, created_at: at(3) },
      { user_id: user.id, likeable_type: 'track', likeable_id: third.id, created_at: at(2) },
      { user_id: (await createUser()).id, likeable_type: 'track', likeable_id: older.id },
    ]);
    const first = await get('me/library/tracks?perPage=2', headers);
    expect(first.pagination).toMatchObject({ total: 3, per_page: 2, last_page: 2, current_page: 1 });
    expect(first.pagination.data.map((t: any) => t.id)).toEqual([newer.id, third.id]);
    expect(first.pagination.data[0]).toMatchObject({ model_type: 'track', artists: [expect.objectContaining({ id: expect.any(Number) })] });
    const second = await get('me/library/tracks?perPage=2&page=2', headers);
    expect(second.pagination.data.map((t: any) => t.id)).toEqual([older.id]);
  });

  it('rejects perPage over 50 (422) and guests (401)', async () => {
    const { headers } = await signedIn();
    expect((await request('/api/v1/me/library/tracks?perPage=51', { headers })).status).toBe(422);
    expect((await request('/api/v1/me/library/tracks', { headers: guestHeaders() })).status).toBe(401);
  });
});

describe('GET /api/v1/me/library/albums', () => {
  it('lists liked albums, not liked tracks', async () => {
    const { user, headers } = await signedIn();
    const album = await createAlbum();
    await db().insert(likes).values([
      { user_id: user.id, likeable_type: 'album', likeable_id: album.id },
      { user_id: user.id, likeable_type: 'track', likeable_id: (await createTrack()).id },
    ]);
    const albums = await get('me/library/albums', headers);
    expect(albums.pagination.data).toEqual([expect.objectContaining({ model_type: 'album', id: album.id })]);
  });
});

describe('GET /api/v1/me/library/artists', () => {
  it('lists followed artists', async () => {
    const { user, headers } = await signedIn();
    const artist = await createArtist();
    await db().insert(follows).values({ follower_id: user.id, followable_type: 'artist', followable_id: artist.id });
    const artists = await get('me/library/artists', headers);
    expect(artists.pagination.data).toEqual([expect.objectContaining({ model_type: 'artist', id: artist.id, followers_count: 1 })]);
    expect((await request('/api/v1/me/library/artists', { headers: guestHeaders() })).status).toBe(401);
  });
});

describe('GET /api/v1/me/library/playlists', () => {
  it('lists owned and followed playlists newest first, hiding followed ones gone private', async () => {
    const { user, headers } = await signedIn();
    const other = await createUser();
    const [owned, followed, hidden, ownPrivate] = await db()
      .insert(playlists)
      .values([
        { owner_id: user.id, name: 'Mine', created_at: at(1) },
        { owner_id: other.id, name: 'Theirs', created_at: at(0) },
        { owner_id: other.id, name: 'Hidden', public: false },
        { owner_id: user.id, name: 'Secret', public: false, created_at: at(2) },
      ])
      .returning();
    await db().insert(follows).values([
      { follower_id: user.id, followable_type: 'playlist', followable_id: followed.id, created_at: at(5) },
      { follower_id: user.id, followable_type: 'playlist', followable_id: hidden.id, created_at: at(6) },
    ]);
    const body = await get('me/library/playlists', headers);
    expect(body.pagination.total).toBe(3);
    expect(body.pagination.data.map((p: any) => p.id)).toEqual([followed.id, ownPrivate.id, owned.id]);
    expect(body.pagination.data[0]).toMatchObject({ model_type: 'playlist', owner: { id: other.id, name: other.name } });
  });
});

describe('GET /api/v1/me/library/history', () => {
  it('lists the user\'s plays newest first, each with played_at', async () => {
    const { user, headers } = await signedIn();
    const [a, b] = [await createTrack(), await createTrack()];
    await db().insert(plays).values([
      { track_id: a.id, user_id: user.id, created_at: at(1) },
      { track_id: b.id, user_id: user.id, created_at: at(2) },
      { track_id: a.id, user_id: user.id, created_at: at(3) },
      { track_id: b.id, user_id: null, created_at: at(4) },
    ]);
    const body = await get('me/library/history', headers);
    expect(body.pagination.total).toBe(3);
    expect(body.pagination.data.map((t: any) => [t.id, t.played_at])).toEqual([
      [a.id, at(3)],
      [b.id, at(2)],
      [a.id, at(1)],
    ]);
    expect(body.pagination.data[0]).toMatchObject({ model_type: 'track', name: a.name });
  });
});
