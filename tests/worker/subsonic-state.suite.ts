import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { albums, artists, tracks } from '../../db/music-catalog';
import { follows, likes, plays } from '../../db/music-social';
import { nowPlaying, userRatings } from '../../db/subsonic';
import { permissions, rolePermissions, roles, userRoles } from '../../db/roles';
import { adminHeaders, createUser, db, loginAs, request } from './support/http';
import { createAlbum, createArtist, createTrack } from './support/music-fixtures';
import { answerOf, errorOf } from './support/subsonic-handler';
import { starMethods } from '../../worker/subsonic/state/star-methods';
import { scrobbleMethods, playedAt } from '../../worker/subsonic/state/scrobble-methods';

const { star, unstar, setRating } = starMethods;
const { scrobble } = scrobbleMethods;

const getJson = async (path: string, headers: Record<string, string>) => {
  const res = await request(`/api/v1/${path}`, { headers: { Accept: 'application/json', ...headers } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as any;
};

/** A user whose one role grants just these permissions. */
async function userWith(names: string[]) {
  const [role] = await db().insert(roles).values({ name: `only-${names.join('-')}-${Date.now()}-${Math.random()}` }).returning();
  for (const name of names) {
    const [permission] = await db().select().from(permissions).where(eq(permissions.name, name));
    await db().insert(rolePermissions).values({ role_id: role.id, permission_id: permission.id });
  }
  const user = await createUser({ roles: [] });
  await db().insert(userRoles).values({ user_id: user.id, role_id: role.id });
  return user;
}

const row = async <T>(query: Promise<T[]>) => (await query)[0];
const trackRow = (id: number) => row(db().select().from(tracks).where(eq(tracks.id, id)));
const albumRow = (id: number) => row(db().select().from(albums).where(eq(albums.id, id)));
const artistRow = (id: number) => row(db().select().from(artists).where(eq(artists.id, id)));
const likesOf = (userId: number) => db().select({ type: likes.likeable_type, id: likes.likeable_id }).from(likes).where(eq(likes.user_id, userId));
const followsOf = (userId: number) => db().select({ id: follows.followable_id }).from(follows).where(and(eq(follows.follower_id, userId), eq(follows.followable_type, 'artist')));

describe('star and unstar', () => {
  it('are the web app’s likes and follows: the library lists them and the counters move once', async () => {
    const user = await createUser();
    const [track, album, artist] = [await createTrack(), await createAlbum(), await createArtist()];
    for (let i = 0; i < 2; i++) {
      expect(await answerOf(star, user.id, { id: [String(track.id), `al-${album.id}`], artistId: String(artist.id) })).toEqual({});
    }
    expect((await trackRow(track.id)).likes_count).toBe(1);
    expect((await albumRow(album.id)).likes_count).toBe(1);
    expect((await artistRow(artist.id)).followers_count).toBe(1);
    const { headers } = await loginAs(user.id);
    expect((await getJson('me/library/tracks', headers)).pagination.data.map((t: any) => t.id)).toEqual([track.id]);
    expect((await getJson('me/library/albums', headers)).pagination.data.map((a: any) => a.id)).toEqual([album.id]);
    expect((await getJson('me/library/artists', headers)).pagination.data.map((a: any) => a.id)).toEqual([artist.id]);

    // Another listener's like of the same track counts too; an unstar takes back only this user's.
    const other = await createUser();
    await answerOf(star, other.id, { albumId: String(album.id), id: `ar-${artist.id}` });
    expect((await albumRow(album.id)).likes_count).toBe(2);
    expect((await artistRow(artist.id)).followers_count).toBe(2);
    for (let i = 0; i < 2; i++) await answerOf(unstar, user.id, { id: [String(track.id), `al-${album.id}`, `ar-${artist.id}`] });
    expect(await likesOf(user.id)).toEqual([]);
    expect(await followsOf(user.id)).toEqual([]);
    expect((await trackRow(track.id)).likes_count).toBe(0);
    expect((await albumRow(album.id)).likes_count).toBe(1);
    expect((await artistRow(artist.id)).followers_count).toBe(1);
    expect((await getJson('me/library/tracks', headers)).pagination.data).toEqual([]);
  });

  it('check every id before writing: one unknown or malformed id is error 70 and nothing changes', async () => {
    const user = await createUser();
    const track = await createTrack();
    for (const params of <Record<string, string | string[]>[]>[
      { id: [String(track.id), '99999999'] },
      { id: String(track.id), albumId: '99999999' },
      { id: String(track.id), artistId: 'abc' },
      { id: [String(track.id), 'pl-1'] },
      { id: [String(track.id), 'zz-3'] },
    ]) {
      expect((await errorOf(star, user.id, params)).code, JSON.stringify(params)).toBe(70);
    }
    expect(await likesOf(user.id)).toEqual([]);
    expect((await trackRow(track.id)).likes_count).toBe(0);
    expect((await errorOf(star, user.id, {})).code).toBe(10);
  });
});

describe('setRating', () => {
  const ratingsOf = (userId: number) =>
    db().select({ type: userRatings.rateable_type, id: userRatings.rateable_id, rating: userRatings.rating }).from(userRatings).where(eq(userRatings.user_id, userId));

  it('stores 1..5 per item, replaces it, and 0 removes it', async () => {
    const user = await createUser();
    const [track, album] = [await createTrack(), await createAlbum()];
    await answerOf(setRating, user.id, { id: String(track.id), rating: '4' });
    await answerOf(setRating, user.id, { id: `al-${album.id}`, rating: '2' });
    await answerOf(setRating, user.id, { id: String(track.id), rating: '5' });
    expect(await ratingsOf(user.id)).toEqual(expect.arrayContaining([{ type: 'track', id: track.id, rating: 5 }, { type: 'album', id: album.id, rating: 2 }]));
    await answerOf(setRating, user.id, { id: String(track.id), rating: '0' });
    expect(await ratingsOf(user.id)).toEqual([{ type: 'album', id: album.id, rating: 2 }]);
  });

  it('refuses bad input without writing', async () => {
    const user = await createUser();
    const track = await createTrack();
    expect((await errorOf(setRating, user.id, { id: String(track.id), rating: 'five' })).code).toBe(0);
    expect((await errorOf(setRating, user.id, { id: String(track.id), rating: '6' })).code).toBe(0);
    expect((await errorOf(setRating, user.id, { id: String(track.id), rating: '-1' })).code).toBe(0);
    expect((await errorOf(setRating, user.id, { id: String(track.id) })).code).toBe(10);
    expect((await errorOf(setRating, user.id, { id: '99999999', rating: '3' })).code).toBe(70);
    expect(await ratingsOf(user.id)).toEqual([]);
  });

  it('go with the item when it is deleted', async () => {
    const user = await createUser();
    const track = await createTrack();
    await answerOf(setRating, user.id, { id: String(track.id), rating: '3' });
    await answerOf(scrobble, user.id, { id: String(track.id), submission: 'false' });
    const res = await request(`/api/v1/tracks/${track.id}`, { method: 'DELETE', headers: { Accept: 'application/json', ...(await adminHeaders()) } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await ratingsOf(user.id)).toEqual([]);
    expect(await db().select().from(nowPlaying).where(eq(nowPlaying.user_id, user.id))).toEqual([]);
  });
});

describe('scrobble', () => {
  const playsOf = (userId: number) => db().select({ track_id: plays.track_id, created_at: plays.created_at }).from(plays).where(eq(plays.user_id, userId));

  it('logs a submitted play as the web player does: counters, history and insights', async () => {
    const user = await createUser();
    const artist = await createArtist();
    const album = await createAlbum({ artists: [artist] });
    const track = await createTrack({ album, artists: [artist] });
    expect(await answerOf(scrobble, user.id, { id: String(track.id) })).toEqual({});
    expect((await trackRow(track.id)).plays).toBe(1);
    expect((await albumRow(album.id)).plays).toBe(1);
    expect((await artistRow(artist.id)).plays).toBe(1);
    const { headers } = await loginAs(user.id);
    expect((await getJson('me/library/history', headers)).pagination.data.map((t: any) => t.id)).toEqual([track.id]);
    const report = await getJson(`insights/track/${track.id}?range=7d`, await adminHeaders());
    expect(report.plays.value).toBe(1);
    // The same 30-second repeat guard as the web player's.
    await answerOf(scrobble, user.id, { id: String(track.id) });
    expect((await trackRow(track.id)).plays).toBe(1);
  });

  it('dates a play at its time, within today (UTC) and not in the future', async () => {
    const now = Date.parse('2026-03-10T15:00:00.000Z');
    expect(playedAt(Date.parse('2026-03-10T14:30:00.000Z'), now)).toBe('2026-03-10T14:30:00.000Z');
    expect(playedAt(Date.parse('2026-03-09T23:00:00.000Z'), now)).toBe('2026-03-10T00:00:00.000Z');
    expect(playedAt(Date.parse('2026-03-11T01:00:00.000Z'), now)).toBe('2026-03-10T15:00:00.000Z');
    expect(playedAt(undefined, now)).toBeUndefined();
    const user = await createUser();
    const [one, two] = [await createTrack(), await createTrack()];
    const at = Date.now() - 1000;
    await answerOf(scrobble, user.id, { id: [String(one.id), String(two.id)], time: [String(at), String(at)] });
    expect((await playsOf(user.id)).map((p) => [p.track_id, p.created_at])).toEqual([
      [one.id, playedAt(at)],
      [two.id, playedAt(at)],
    ]);
  });

  it('sets now playing with submission=false, counting no play', async () => {
    const user = await createUser();
    const [first, second] = [await createTrack(), await createTrack()];
    await answerOf(scrobble, user.id, { id: String(first.id), submission: 'false' });
    await answerOf(scrobble, user.id, { id: String(second.id), submission: 'false' });
    expect(await db().select({ track_id: nowPlaying.track_id, player: nowPlaying.player }).from(nowPlaying).where(eq(nowPlaying.user_id, user.id))).toEqual([
      { track_id: second.id, player: 'test' },
    ]);
    expect(await playsOf(user.id)).toEqual([]);
  });

  it('changes nothing for an unknown id, a bad time or a user without music.play', async () => {
    const user = await createUser();
    const track = await createTrack();
    expect((await errorOf(scrobble, user.id, { id: [String(track.id), '99999999'] })).code).toBe(70);
    expect((await errorOf(scrobble, user.id, { id: String(track.id), time: 'yesterday' })).code).toBe(0);
    expect((await errorOf(scrobble, user.id, {})).code).toBe(10);
    const listener = await userWith(['music.view']);
    expect((await errorOf(scrobble, listener.id, { id: String(track.id) })).code).toBe(50);
    expect(await playsOf(user.id)).toEqual([]);
    expect((await trackRow(track.id)).plays).toBe(0);
    expect(await db().select().from(nowPlaying).where(eq(nowPlaying.user_id, user.id))).toEqual([]);
  });
});

