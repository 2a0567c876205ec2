import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { artists } from '../../db/music-catalog';
import { follows, playlists } from '../../db/music-social';
import { users } from '../../db/users';
import { createUser, db, guestHeaders, loginAs, request } from './support/http';
import { createArtist } from './support/music-fixtures';

const send = (method: 'PUT' | 'DELETE', path: string, headers: Record<string, string>) =>
  request(`/api/v1/${path}`, { method, headers: { Accept: 'application/json', ...headers } });

async function signedIn() {
  const user = await createUser({ roles: ['users'] });
  return { user, headers: (await loginAs(user.id)).headers };
}

async function createPlaylist(ownerId: number, values: Partial<typeof playlists.$inferInsert> = {}) {
  const [playlist] = await db().insert(playlists).values({ owner_id: ownerId, name: 'Mix', ...values }).returning();
  return playlist;
}

describe('PUT /api/v1/follows/{type}/{id}', () => {
  it('follows an artist idempotently and keeps followers_count exact', async () => {
    const artist = await createArtist();
    const { headers } = await signedIn();
    for (let i = 0; i < 2; i++) {
      expect(await (await send('PUT', `follows/artist/${artist.id}`, headers)).json()).toEqual({ following: true, followers_count: 1 });
    }
    const [stored] = await db().select().from(artists).where(eq(artists.id, artist.id));
    expect(stored.followers_count).toBe(1);
  });

  it('follows users, counting their followers; following yourself is 422', async () => {
    const { user, headers } = await signedIn();
    const star = await signedIn();
    expect(await (await send('PUT', `follows/user/${star.user.id}`, headers)).json()).toEqual({ following: true, followers_count: 1 });
    expect(await (await send('PUT', `follows/user/${star.user.id}`, headers)).json()).toEqual({ following: true, followers_count: 1 });

    const self = await send('PUT', `follows/user/${user.id}`, headers);
    expect(self.status).toBe(422);
    expect((await self.json<any>()).errors.id).toEqual(['You cannot follow yourself.']);
    expect(await db().select().from(follows).where(eq(follows.follower_id, user.id))).toHaveLength(1);
    expect((await send('PUT', 'follows/user/999999', headers)).status).toBe(404);
  });

  it("keeps a user's stored follower count exact through follows, unfollows and a follower's deleted account", async () => {
    const star = await signedIn();
    const fans = [await signedIn(), await signedIn(), await signedIn()];
    const stored = async () => (await db().select({ count: users.followers_count }).from(users).where(eq(users.id, star.user.id)))[0].count;
    for (const fan of fans) await send('PUT', `follows/user/${star.user.id}`, fan.headers);
    expect(await stored()).toBe(3);
    expect(await (await send('DELETE', `follows/user/${star.user.id}`, fans[0].headers)).json()).toEqual({ following: false, followers_count: 2 });
    // The follower's account goes: the foreign key's cascade deletes their follow, and the trigger counts it.
    await db().delete(users).where(eq(users.id, fans[1].user.id));
    expect(await stored()).toBe(1);
    expect(await (await send('PUT', `follows/user/${star.user.id}`, fans[0].headers)).json()).toEqual({ following: true, followers_count: 2 });
    // What search and every user summary read is that column, and it equals the follows.
    const counted = await db().select().from(follows).where(and(eq(follows.followable_type, 'user'), eq(follows.followable_id, star.user.id)));
    expect(counted).toHaveLength(await stored());
  });

  it("keeps an artist's and a playlist's follower counts exact through a follower's deleted account", async () => {
    const owner = await signedIn();
    const artist = await createArtist();
    const playlist = await createPlaylist(owner.user.id);
    const fans = [await signedIn(), await signedIn()];
    const counts = async () => [
      (await db().select({ count: artists.followers_count }).from(artists).where(eq(artists.id, artist.id)))[0].count,
      (await db().select({ count: playlists.followers_count }).from(playlists).where(eq(playlists.id, playlist.id)))[0].count,
    ];
    for (const fan of fans) {
      await send('PUT', `follows/artist/${artist.id}`, fan.headers);
      await send('PUT', `follows/playlist/${playlist.id}`, fan.headers);
    }
    expect(await counts()).toEqual([2, 2]);
    // Until migration 0043 the routes moved these counts, and a deleted follower's follows left them at 2.
    await db().delete(users).where(eq(users.id, fans[0].user.id));
    expect(await counts()).toEqual([1, 1]);
    expect(await (await send('DELETE', `follows/artist/${artist.id}`, fans[1].headers)).json()).toEqual({ following: false, followers_count: 0 });
    expect(await (await send('DELETE', `follows/artist/${artist.id}`, fans[1].headers)).json()).toEqual({ following: false, followers_count: 0 });
    expect(await counts()).toEqual([0, 1]);
  });

  it('follows a public playlist; a private one is 404 to others, and your own is 422', async () => {
    const owner = await signedIn();
    const { user, headers } = await signedIn();
    const open = await createPlaylist(owner.user.id);
    const hidden = await createPlaylist(owner.user.id, { public: false });

    expect(await (await send('PUT', `follows/playlist/${open.id}`, headers)).json()).toEqual({ following: true, followers_count: 1 });
    expect((await send('PUT', `follows/playlist/${hidden.id}`, headers)).status).toBe(404);
    expect((await send('DELETE', `follows/playlist/${hidden.id}`, headers)).status).toBe(404);
    expect((await send('PUT', `follows/playlist/${open.id}`, owner.headers)).status).toBe(422);

    const [stored] = await db().select().from(playlists).where(eq(playlists.id, hidden.id));
    expect(stored.followers_count).toBe(0);
    const mine = await db().select().from(follows).where(and(eq(follows.follower_id, user.id), eq(follows.followable_type, 'playlist')));
    expect(mine.map((f) => f.followable_id)).toEqual([open.id]);
  });

  it('answers 404 for an unknown type or artist, 401 for a guest', async () => {
    const artist = await createArtist();
    const { headers } = await signedIn();
    expect((await send('PUT', `follows/track/${artist.id}`, headers)).status).toBe(404);
    expect((await send('PUT', 'follows/artist/999999', headers)).status).toBe(404);
    expect((await send('PUT', `follows/artist/${artist.id}`, guestHeaders())).status).toBe(401);
  });
});

describe('DELETE /api/v1/follows/{type}/{id}', () => {
  it('unfollows an artist idempotently', async () => {
    const artist = await createArtist();
    const { headers } = await signedIn();
    await send('PUT', `follows/artist/${artist.id}`, (await signedIn()).headers);
    await send('PUT', `follows/artist/${artist.id}`, headers);
    for (let i = 0; i < 2; i++) {
      expect(await (await send('DELETE', `follows/artist/${artist.id}`, headers)).json()).toEqual({ following: false, followers_count: 1 });
    }
    const [stored] = await db().select().from(artists).where(eq(artists.id, artist.id));
    expect(stored.followers_count).toBe(1);
  });

  it('unfollows a user', async () => {
    const { headers } = await signedIn();
    const star = await signedIn();
    await send('PUT', `follows/user/${star.user.id}`, headers);
    expect(await (await send('DELETE', `follows/user/${star.user.id}`, headers)).json()).toEqual({ following: false, followers_count: 0 });
    expect((await send('DELETE', `follows/user/${star.user.id}`, guestHeaders())).status).toBe(401);
  });

  it('lets a follower unfollow a playlist that has since gone private', async () => {
    const owner = await signedIn();
    const { headers } = await signedIn();
    const playlist = await createPlaylist(owner.user.id);
    await send('PUT', `follows/playlist/${playlist.id}`, headers);
    await db().update(playlists).set({ public: false }).where(eq(playlists.id, playlist.id));
    expect(await (await send('DELETE', `follows/playlist/${playlist.id}`, headers)).json()).toEqual({ following: false, followers_count: 0 });
  });
});
