import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { albums, artists, lyrics, tracks } from '../../db/music-catalog';
import { follows, likes, plays, playlists, playlistTracks } from '../../db/music-social';
import { nowPlaying, playQueues, userRatings } from '../../db/subsonic';
import { permissions, rolePermissions, roles, userRoles } from '../../db/roles';
import { adminHeaders, createUser, db, loginAs, postJson, request } from './support/http';
import { parseXml, type XmlElement } from './support/xml';
import { createAlbum, createArtist, createTrack } from './support/music-fixtures';
import { answerOf, errorOf } from './support/subsonic-handler';
import { starMethods } from '../../worker/subsonic/state/star-methods';
import { scrobbleMethods, playedAt } from '../../worker/subsonic/state/scrobble-methods';
import { starredMethods } from '../../worker/subsonic/state/starred-methods';
import { nowPlayingMethods, stillPlaying } from '../../worker/subsonic/state/now-playing-methods';
import { playlistMethods } from '../../worker/subsonic/state/playlist-methods';
import { playQueueMethods } from '../../worker/subsonic/state/play-queue-methods';
import { lyricsMethods } from '../../worker/subsonic/state/lyrics-methods';

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
    expect((await errorOf(setRating, user.id, { id: [String(track.id), `al-${(await createAlbum()).id}`], rating: '3' })).code).toBe(0);
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
    expect((await errorOf(scrobble, user.id, { id: Array.from({ length: 101 }, () => String(track.id)) })).code).toBe(0);
    const listener = await userWith(['music.view']);
    expect((await errorOf(scrobble, listener.id, { id: String(track.id) })).code).toBe(50);
    expect(await playsOf(user.id)).toEqual([]);
    expect((await trackRow(track.id)).plays).toBe(0);
    expect(await db().select().from(nowPlaying).where(eq(nowPlaying.user_id, user.id))).toEqual([]);
  });
});


describe('getStarred and getStarred2', () => {
  it('list the liked songs and albums and the followed artists, newest first, ID3 or folder ids', async () => {
    const user = await createUser();
    const [older, newer] = [await createTrack(), await createTrack()];
    const [album, artist] = [await createAlbum(), await createArtist()];
    await answerOf(star, user.id, { id: String(older.id) });
    await db().update(likes).set({ created_at: '2020-01-01T00:00:00.000Z' }).where(and(eq(likes.user_id, user.id), eq(likes.likeable_id, older.id)));
    await answerOf(star, user.id, { id: [String(newer.id), `al-${album.id}`, `ar-${artist.id}`] });
    // A like made in the web app is a star too.
    const { headers } = await loginAs(user.id);
    const liked = await createTrack();
    expect((await request(`/api/v1/likes/track/${liked.id}`, { method: 'PUT', headers: { Accept: 'application/json', ...headers } })).status).toBe(200);

    const { starred2 } = (await answerOf(starredMethods.getStarred2, user.id)) as any;
    expect(starred2.song.map((s: any) => s.id)).toEqual([String(liked.id), String(newer.id), String(older.id)]);
    expect(starred2.song[0]).toMatchObject({ isDir: false, starred: expect.any(String) });
    expect(starred2.album).toEqual([expect.objectContaining({ id: String(album.id), starred: expect.any(String) })]);
    expect(starred2.artist).toEqual([expect.objectContaining({ id: String(artist.id), name: artist.name, starred: expect.any(String) })]);

    const { starred } = (await answerOf(starredMethods.getStarred, user.id)) as any;
    expect(starred.song.map((s: any) => s.id)).toEqual(starred2.song.map((s: any) => s.id));
    expect(starred.album).toEqual([expect.objectContaining({ id: `al-${album.id}`, isDir: true, title: album.name })]);
    expect(starred.artist).toEqual([expect.objectContaining({ id: `ar-${artist.id}`, name: artist.name })]);

    // Another user's stars are theirs alone.
    const { starred2: none } = (await answerOf(starredMethods.getStarred2, (await createUser()).id)) as any;
    expect(none).toEqual({ artist: [], album: [], song: [] });
  });
});

describe('getNowPlaying', () => {
  it('shows what users are playing, by display name, while the report counts', async () => {
    const [listener, viewer] = [await createUser(), await createUser()];
    const track = await createTrack({ values: { duration: 240_000 } });
    await answerOf(scrobble, listener.id, { id: String(track.id), submission: 'false' });
    const entries = async () => ((await answerOf(nowPlayingMethods.getNowPlaying, viewer.id)) as any).nowPlaying.entry.filter((e: any) => e.playerId === listener.id);
    expect(await entries()).toEqual([expect.objectContaining({ id: String(track.id), title: track.name, username: listener.name, minutesAgo: 0, playerName: 'test' })]);
    expect(JSON.stringify(await entries())).not.toContain(listener.email);
    // Twenty minutes on, a four-minute song is over.
    await db().update(nowPlaying).set({ started_at: new Date(Date.now() - 20 * 60_000).toISOString() }).where(eq(nowPlaying.user_id, listener.id));
    expect(await entries()).toEqual([]);
    expect(stillPlaying(new Date(Date.now() - 20 * 60_000).toISOString(), 30 * 60_000, Date.now())).toBe(true);
    expect(stillPlaying(new Date(Date.now() - 9 * 60_000).toISOString(), 60_000, Date.now())).toBe(true);
  });
});

describe('playlists', () => {
  const { getPlaylists, getPlaylist, createPlaylist, updatePlaylist, deletePlaylist } = playlistMethods;

  it('createPlaylist makes a private playlist of the web app, with its counters', async () => {
    const owner = await createUser();
    const [one, two] = [await createTrack({ values: { duration: 100_000 } }), await createTrack({ values: { duration: 50_000 } })];
    const { playlist } = (await answerOf(createPlaylist, owner.id, { name: ' Road trip ', songId: [String(one.id), String(two.id), String(one.id)] })) as any;
    expect(playlist).toMatchObject({ name: 'Road trip', owner: owner.email, public: false, songCount: 2, duration: 150, readonly: false });
    expect(playlist.entry.map((e: any) => e.id)).toEqual([String(one.id), String(two.id)]);
    const stored = await row(db().select().from(playlists).where(eq(playlists.id, Number(playlist.id))));
    expect(stored).toMatchObject({ owner_id: owner.id, public: false, tracks_count: 2, duration: 150_000 });
    // The web app shows it to its owner, in their library.
    const { headers } = await loginAs(owner.id);
    expect((await getJson('me/library/playlists', headers)).pagination.data.map((p: any) => p.id)).toEqual([stored.id]);
    expect((await getJson(`playlists/${stored.id}`, headers)).tracks.map((t: any) => t.id)).toEqual([one.id, two.id]);
  });

  it('keep another user’s private playlist hidden (error 70, never data) until it is made public', async () => {
    const [owner, other] = [await createUser(), await createUser()];
    const track = await createTrack();
    const { playlist } = (await answerOf(createPlaylist, owner.id, { name: 'Mine', songId: String(track.id) })) as any;
    for (const [method, params] of [
      [getPlaylist, { id: playlist.id }],
      [updatePlaylist, { playlistId: playlist.id, name: 'Stolen' }],
      [updatePlaylist, { playlistId: playlist.id, songIdToAdd: String(track.id) }],
      [deletePlaylist, { id: playlist.id }],
      [createPlaylist, { playlistId: playlist.id, songId: String(track.id) }],
    ] as const) {
      const error = await errorOf(method, other.id, params);
      expect(error.code, JSON.stringify(params)).toBe(70);
      expect(error.message).not.toContain('Mine');
    }
    expect(((await answerOf(getPlaylists, other.id, { username: owner.email })) as any).playlists.playlist).toEqual([]);

    await answerOf(updatePlaylist, owner.id, { playlistId: playlist.id, public: 'true', comment: 'For the road' });
    const seen = ((await answerOf(getPlaylist, other.id, { id: playlist.id })) as any).playlist;
    expect(seen).toMatchObject({ id: playlist.id, name: 'Mine', comment: 'For the road', public: true, owner: owner.name, readonly: true });
    expect(seen.entry.map((e: any) => e.id)).toEqual([String(track.id)]);
    expect(((await answerOf(getPlaylists, other.id, { username: owner.email })) as any).playlists.playlist.map((p: any) => p.id)).toEqual([playlist.id]);
    // Public, but still the owner's: others may not change or delete it.
    expect((await errorOf(updatePlaylist, other.id, { playlistId: playlist.id, name: 'Stolen' })).code).toBe(50);
    expect((await errorOf(deletePlaylist, other.id, { id: playlist.id })).code).toBe(50);
    expect((await row(db().select().from(playlists).where(eq(playlists.id, Number(playlist.id))))).name).toBe('Mine');
  });

  it('getPlaylists lists the user’s own and followed playlists', async () => {
    const [user, other] = [await createUser(), await createUser()];
    const own = ((await answerOf(createPlaylist, user.id, { name: 'Own' })) as any).playlist;
    const [followed] = await db().insert(playlists).values({ name: 'Theirs', owner_id: other.id }).returning();
    const [hidden] = await db().insert(playlists).values({ name: 'Hidden', owner_id: other.id, public: false }).returning();
    await db().insert(follows).values([
      { follower_id: user.id, followable_type: 'playlist', followable_id: followed.id },
      { follower_id: user.id, followable_type: 'playlist', followable_id: hidden.id },
    ]);
    const listed = ((await answerOf(getPlaylists, user.id)) as any).playlists.playlist;
    expect(listed.map((p: any) => [p.id, p.readonly])).toEqual([
      [own.id, false],
      [String(followed.id), true],
    ]);
  });

  it('updatePlaylist adds and removes by position, renames; deletePlaylist removes it; bad input changes nothing', async () => {
    const owner = await createUser();
    const [a, b, c] = [await createTrack(), await createTrack(), await createTrack()];
    const { playlist } = (await answerOf(createPlaylist, owner.id, { name: 'Edit me', songId: [String(a.id), String(b.id)] })) as any;
    const songs = async () => ((await answerOf(getPlaylist, owner.id, { id: playlist.id })) as any).playlist;
    for (const [params, code] of <[Record<string, string>, number][]>[
      [{ songIndexToRemove: '2' }, 0],
      [{ songIndexToRemove: 'first' }, 0],
      [{ songIdToAdd: '99999999' }, 70],
      [{ name: '   ' }, 10],
      [{ name: 'x'.repeat(101) }, 0],
      [{ public: 'yes' }, 0],
    ]) {
      expect((await errorOf(updatePlaylist, owner.id, { playlistId: playlist.id, songIdToAdd: String(c.id), ...params })).code, JSON.stringify(params)).toBe(code);
    }
    expect((await songs()).entry.map((e: any) => e.id)).toEqual([String(a.id), String(b.id)]);
    await answerOf(updatePlaylist, owner.id, { playlistId: playlist.id, name: 'Edited', songIndexToRemove: '0', songIdToAdd: String(c.id) });
    expect(await songs()).toMatchObject({ name: 'Edited', songCount: 2, entry: [expect.objectContaining({ id: String(b.id) }), expect.objectContaining({ id: String(c.id) })] });
    // createPlaylist with playlistId replaces the songs.
    await answerOf(createPlaylist, owner.id, { playlistId: playlist.id, songId: String(a.id) });
    expect((await songs()).entry.map((e: any) => e.id)).toEqual([String(a.id)]);
    await answerOf(deletePlaylist, owner.id, { id: playlist.id });
    expect((await errorOf(getPlaylist, owner.id, { id: playlist.id })).code).toBe(70);
    expect(await db().select().from(playlistTracks).where(eq(playlistTracks.playlist_id, Number(playlist.id)))).toEqual([]);
  });

  it('lets a follower of a collaborative playlist change its songs, not its details, as on the web', async () => {
    const [owner, follower] = [await createUser(), await createUser()];
    const [a, b] = [await createTrack(), await createTrack()];
    const [shared] = await db().insert(playlists).values({ name: 'Shared', owner_id: owner.id, collaborative: true }).returning();
    await db().insert(follows).values({ follower_id: follower.id, followable_type: 'playlist', followable_id: shared.id });
    await answerOf(updatePlaylist, follower.id, { playlistId: String(shared.id), songIdToAdd: [String(a.id), String(b.id)] });
    await answerOf(updatePlaylist, follower.id, { playlistId: String(shared.id), songIndexToRemove: '0' });
    expect((await errorOf(updatePlaylist, follower.id, { playlistId: String(shared.id), name: 'Mine now' })).code).toBe(50);
    expect(await row(db().select().from(playlists).where(eq(playlists.id, shared.id)))).toMatchObject({ name: 'Shared', tracks_count: 1 });
    const entry = ((await answerOf(getPlaylist, owner.id, { id: String(shared.id) })) as any).playlist.entry;
    expect(entry.map((e: any) => e.id)).toEqual([String(b.id)]);
  });

  it('lists a smart playlist’s songs as its rules match them now, with its owner’s likes, and refuses to change its songs', async () => {
    const [owner, other] = [await createUser(), await createUser()];
    const word = `zebrafinch${owner.id}`;
    const [b, a] = [await createTrack({ values: { name: `${word} b`, duration: 60_000 } }), await createTrack({ values: { name: `${word} a`, duration: 30_000 } })];
    const liked = await createTrack({ values: { name: `${word} liked` } });
    await db().insert(likes).values([
      { user_id: owner.id, likeable_type: 'track', likeable_id: liked.id },
      { user_id: other.id, likeable_type: 'track', likeable_id: a.id },
    ]);
    const [smart] = await db()
      .insert(playlists)
      .values({ name: 'Finches', owner_id: owner.id, rules: { all: [{ startsWith: { title: word } }], sort: 'title' } })
      .returning();
    const [likedOnly] = await db()
      .insert(playlists)
      .values({ name: 'Loved', owner_id: owner.id, rules: { all: [{ startsWith: { title: word } }, { is: { liked: true } }] } })
      .returning();
    const songs = async (userId: number, id: number) => ((await answerOf(getPlaylist, userId, { id: String(id) })) as any).playlist;
    expect(await songs(owner.id, smart.id)).toMatchObject({ songCount: 3, entry: [{ id: String(a.id) }, { id: String(b.id) }, { id: String(liked.id) }] });
    // The catalog changes, the playlist follows.
    const c = await createTrack({ values: { name: `${word} c` } });
    expect((await songs(owner.id, smart.id)).entry.map((e: any) => e.id)).toEqual([a, b, c, liked].map((t) => String(t.id)));
    // Another listener sees the owner's likes, never their own.
    expect((await songs(other.id, likedOnly.id)).entry.map((e: any) => e.id)).toEqual([String(liked.id)]);
    // An app may rename it, not change its songs.
    for (const params of <Record<string, string>[]>[{ playlistId: String(smart.id), songIdToAdd: String(a.id) }, { playlistId: String(smart.id), songIndexToRemove: '0' }]) {
      expect((await errorOf(updatePlaylist, owner.id, params)).code, JSON.stringify(params)).toBe(0);
    }
    expect((await errorOf(createPlaylist, owner.id, { playlistId: String(smart.id), songId: String(a.id) })).code).toBe(0);
    await answerOf(updatePlaylist, owner.id, { playlistId: String(smart.id), name: 'Finches, all' });
    expect(await db().select().from(playlistTracks).where(eq(playlistTracks.playlist_id, smart.id))).toEqual([]);
    expect(await songs(owner.id, smart.id)).toMatchObject({ name: 'Finches, all', songCount: 4 });
  });

  it('createPlaylist needs playlists.create and keeps its count restriction', async () => {
    const viewer = await userWith(['music.view']);
    expect((await errorOf(createPlaylist, viewer.id, { name: 'No' })).code).toBe(50);
    expect((await errorOf(createPlaylist, (await createUser()).id, {})).code).toBe(10);
    const capped = await createUser();
    // The users role's playlists.create count restriction is 200.
    await db().run(sql`INSERT INTO playlists (owner_id, name) SELECT ${capped.id}, 'P' || value FROM json_each(${JSON.stringify(Array.from({ length: 200 }, (_, i) => i))})`);
    expect((await errorOf(createPlaylist, capped.id, { name: 'One more' })).code).toBe(50);
    expect(await db().select().from(playlists).where(eq(playlists.owner_id, viewer.id))).toEqual([]);
  });
});

describe('play queue', () => {
  const { getPlayQueue, savePlayQueue } = playQueueMethods;

  it('saves, loads and clears the user’s queue', async () => {
    const user = await createUser();
    const [a, b] = [await createTrack(), await createTrack()];
    const empty = ((await answerOf(getPlayQueue, user.id)) as any).playQueue;
    expect(empty).toEqual({ username: user.email, changed: expect.any(String), changedBy: '' });
    await answerOf(savePlayQueue, user.id, { id: [String(a.id), String(b.id), String(a.id)], current: String(b.id), position: '61500' });
    const queue = ((await answerOf(getPlayQueue, user.id)) as any).playQueue;
    expect(queue).toMatchObject({ current: String(b.id), position: 61500, username: user.email, changedBy: 'test' });
    expect(queue.entry.map((e: any) => e.id)).toEqual([String(a.id), String(b.id), String(a.id)]);
    // Another user has their own (none).
    expect(((await answerOf(getPlayQueue, (await createUser()).id)) as any).playQueue.entry).toBeUndefined();
    // A deleted song drops out of the saved queue, and the current one with it.
    const res = await request(`/api/v1/tracks/${b.id}`, { method: 'DELETE', headers: { Accept: 'application/json', ...(await adminHeaders()) } });
    expect(res.status, await res.clone().text()).toBe(200);
    const left = ((await answerOf(getPlayQueue, user.id)) as any).playQueue;
    expect(left.entry.map((e: any) => e.id)).toEqual([String(a.id), String(a.id)]);
    expect(left.current).toBeUndefined();
    await answerOf(savePlayQueue, user.id, {});
    expect(await db().select().from(playQueues).where(eq(playQueues.user_id, user.id))).toEqual([]);
  });

  it('refuses bad input and keeps the saved queue', async () => {
    const user = await createUser();
    const [a, b] = [await createTrack(), await createTrack()];
    await answerOf(savePlayQueue, user.id, { id: String(a.id), current: String(a.id) });
    expect((await errorOf(savePlayQueue, user.id, { id: [String(b.id), '99999999'], current: String(b.id) })).code).toBe(70);
    expect((await errorOf(savePlayQueue, user.id, { id: String(b.id), current: String(a.id) })).code).toBe(0);
    expect((await errorOf(savePlayQueue, user.id, { id: String(b.id), current: String(b.id), position: 'soon' })).code).toBe(0);
    expect(await db().select({ ids: playQueues.track_ids }).from(playQueues).where(eq(playQueues.user_id, user.id))).toEqual([{ ids: [a.id] }]);
  });
});

describe('lyrics', () => {
  const { getLyrics, getLyricsBySongId } = lyricsMethods;

  it('getLyricsBySongId structures LRC as synced lines in ms, plain text as lines without start', async () => {
    const artist = await createArtist();
    const [synced, plain, none] = [await createTrack({ artists: [artist] }), await createTrack(), await createTrack()];
    await db().insert(lyrics).values([
      { track_id: synced.id, text: '[ar:Someone]\n[00:01.50]First line\n[01:02.25]Second line', synced: true },
      { track_id: plain.id, text: 'Just words\nMore words', synced: false },
    ]);
    expect(((await answerOf(getLyricsBySongId, (await createUser()).id, { id: String(synced.id) })) as any).lyricsList).toEqual({
      structuredLyrics: [
        {
          displayArtist: artist.name,
          displayTitle: synced.name,
          lang: 'und',
          synced: true,
          line: [
            { start: 1500, value: 'First line' },
            { start: 62250, value: 'Second line' },
          ],
        },
      ],
    });
    const user = await createUser();
    const plainList = ((await answerOf(getLyricsBySongId, user.id, { id: String(plain.id) })) as any).lyricsList.structuredLyrics;
    expect(plainList).toEqual([expect.objectContaining({ synced: false, line: [{ value: 'Just words' }, { value: 'More words' }] })]);
    expect(((await answerOf(getLyricsBySongId, user.id, { id: String(none.id) })) as any).lyricsList).toEqual({ structuredLyrics: [] });
    expect((await errorOf(getLyricsBySongId, user.id, { id: '99999999' })).code).toBe(70);

    // getLyrics finds by artist and title, LRC without its stamps.
    expect(((await answerOf(getLyrics, user.id, { artist: artist.name.toUpperCase(), title: synced.name })) as any).lyrics).toEqual({
      artist: artist.name,
      title: synced.name,
      value: 'First line\nSecond line',
    });
    expect(((await answerOf(getLyrics, user.id, { artist: 'Nobody at all', title: synced.name })) as any).lyrics).toEqual({ value: '' });
  });
});

describe('through /rest', () => {
  /** A listener signed in on the web, with an app password for their Subsonic app. */
  async function appUser() {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await postJson('/api/v1/app-passwords', { name: 'Phone' }, headers);
    expect(res.status).toBe(201);
    const { plainTextPassword } = await res.json<{ plainTextPassword: string }>();
    return { user, headers, apiKey: plainTextPassword };
  }

  const rest = (method: string, params: URLSearchParams) =>
    request(`/rest/${method}.view`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '198.51.100.200' },
      body: params.toString(),
    });

  it('what an app stars, plays and saves is in the web library at once', async () => {
    const { headers, apiKey } = await appUser();
    const track = await createTrack();
    const form = (pairs: [string, string][]) => new URLSearchParams([['apiKey', apiKey], ['c', 'DSub'], ['v', '1.16.1'], ['f', 'json'], ...pairs]);
    for (const [method, pairs] of [
      ['star', [['id', String(track.id)]]],
      ['scrobble', [['id', String(track.id)]]],
      ['createPlaylist', [['name', 'From the app'], ['songId', String(track.id)]]],
    ] as [string, [string, string][]][]) {
      const body = (await (await rest(method, form(pairs))).json<any>())['subsonic-response'];
      expect(body.status, JSON.stringify(body)).toBe('ok');
    }
    expect((await getJson('me/library/tracks', headers)).pagination.data.map((t: any) => t.id)).toEqual([track.id]);
    expect((await getJson('me/library/history', headers)).pagination.data.map((t: any) => t.id)).toEqual([track.id]);
    expect((await getJson('me/library/playlists', headers)).pagination.data).toEqual([expect.objectContaining({ name: 'From the app', public: false })]);
  });

  it('answers structured lyrics in XML, each line’s text its element’s text', async () => {
    const { apiKey } = await appUser();
    const track = await createTrack();
    await db().insert(lyrics).values({ track_id: track.id, text: '[00:03.00]One & two\n[00:04.50]<three>', synced: true });
    const res = await rest('getLyricsBySongId', new URLSearchParams({ apiKey, c: 'DSub', v: '1.16.1', id: String(track.id) }));
    const root = parseXml(await res.text());
    const find = (element: XmlElement, name: string): XmlElement => element.children.find((child) => child.name === name)!;
    const structured = find(find(root, 'lyricsList'), 'structuredLyrics');
    expect(structured.attributes).toMatchObject({ synced: 'true', lang: 'und' });
    expect(structured.children.map((line) => [line.attributes.start, line.text])).toEqual([
      ['3000', 'One & two'],
      ['4500', '<three>'],
    ]);
  });
});
