import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/d1';
import { follows, likes, playlists, playlistTracks, plays, type PlayContextType } from '../../db/music-social';
import { loadPersonalHome } from '../../worker/home/personal-home';
import { jumpBackInQueries, newReleases, recentlyPlayed } from '../../worker/home/shelves';
import { homeMixes, mixQueries } from '../../worker/home/mixes';
import { createUser, db, guestHeaders, loginAs, request } from './support/http';
import { createAlbum, createArtist, createGenre, createTrack, tagArtistGenres } from './support/music-fixtures';
import { planOf } from './support/query-plan';

type Track = Awaited<ReturnType<typeof createTrack>>;

async function signedIn() {
  const user = await createUser();
  return { user, headers: { Accept: 'application/json', ...(await loginAs(user.id)).headers } };
}

/** Plays of `tracks` by `userId`, one a minute from `start`, in order, from an optional context. */
async function play(userId: number, tracks: Track[], start: string, context?: { type: PlayContextType; id: number }) {
  await db()
    .insert(plays)
    .values(
      tracks.map((track, i) => ({
        track_id: track.id,
        user_id: userId,
        context_type: context?.type ?? null,
        context_id: context?.id ?? null,
        created_at: new Date(Date.parse(start) + i * 60_000).toISOString(),
      })),
    );
}

const getHome = async (headers: Record<string, string>) => {
  const res = await request('/api/v1/me/home', { headers });
  expect(res.status).toBe(200);
  return { res, home: await res.json<any>() };
};

/** A small catalog: two genres, four artists (two sharing a genre), their albums and tracks. */
async function catalog() {
  const [rock, folk] = [await createGenre(), await createGenre()];
  const [lead, peer, other, followed] = [await createArtist({ plays: 50 }), await createArtist({ plays: 90 }), await createArtist(), await createArtist()];
  await tagArtistGenres(lead, [rock]);
  await tagArtistGenres(peer, [rock]);
  await tagArtistGenres(other, [folk]);
  const leadAlbum = await createAlbum({ artists: [lead] });
  const leadTracks = [
    await createTrack({ album: leadAlbum, artists: [lead], genres: [rock], values: { plays: 10 } }),
    await createTrack({ album: leadAlbum, artists: [lead], genres: [rock], values: { plays: 30 } }),
    await createTrack({ album: leadAlbum, artists: [lead], genres: [rock], values: { plays: 20 } }),
  ];
  const peerTracks = [await createTrack({ artists: [peer], genres: [rock], values: { plays: 5 } }), await createTrack({ artists: [peer], genres: [rock], values: { plays: 7 } })];
  const otherAlbum = await createAlbum({ artists: [other] });
  const otherTracks = [await createTrack({ album: otherAlbum, artists: [other], genres: [folk] })];
  const older = await createAlbum({ artists: [followed], values: { release_date: '2020-01-01' } });
  const newer = await createAlbum({ artists: [followed], values: { release_date: '2025-06-01' } });
  return { rock, folk, lead, peer, other, followed, leadAlbum, leadTracks, peerTracks, otherAlbum, otherTracks, older, newer };
}

describe('GET /api/v1/me/home', () => {
  it('is for signed-in listeners only (401 to a guest)', async () => {
    expect((await request('/api/v1/me/home', { headers: { Accept: 'application/json', ...guestHeaders() } })).status).toBe(401);
  });

  it('has empty shelves for a new listener, and is never cached', async () => {
    const { headers } = await signedIn();
    const { res, home } = await getHome(headers);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(home).toEqual({ recently_played: [], jump_back_in: [], new_releases: [], mixes: [] });
  });

  it('shows what the listener played last, each track once, what they played it from, and their followed artists’ newest albums', async () => {
    const c = await catalog();
    const { user, headers } = await signedIn();
    const playlistOwner = await createUser();
    const [shared] = await db().insert(playlists).values({ owner_id: playlistOwner.id, name: 'Shared', public: true }).returning();
    const [hidden] = await db().insert(playlists).values({ owner_id: playlistOwner.id, name: 'Hidden', public: false }).returning();
    await db().insert(playlistTracks).values([{ playlist_id: shared.id, track_id: c.peerTracks[0].id, position: 1 }]);

    await play(user.id, [c.leadTracks[0], c.leadTracks[1]], '2026-01-01T10:00:00Z', { type: 'album', id: c.leadAlbum.id });
    await play(user.id, [c.peerTracks[0]], '2026-01-02T10:00:00Z', { type: 'playlist', id: shared.id });
    await play(user.id, [c.otherTracks[0]], '2026-01-03T10:00:00Z');
    await play(user.id, [c.peerTracks[1]], '2026-01-04T10:00:00Z', { type: 'artist', id: c.peer.id });
    await play(user.id, [c.peerTracks[1]], '2026-01-04T11:00:00Z', { type: 'playlist', id: hidden.id });
    await play(user.id, [c.leadTracks[0]], '2026-01-05T10:00:00Z', { type: 'album', id: c.leadAlbum.id });
    await db().insert(follows).values({ follower_id: user.id, followable_type: 'artist', followable_id: c.followed.id });

    const { home } = await getHome(headers);
    expect(home.recently_played.map((t: Track) => t.id)).toEqual([c.leadTracks[0], c.peerTracks[1], c.otherTracks[0], c.peerTracks[0], c.leadTracks[1]].map((t) => t.id));
    // Newest first; a track played alone counts for its album; another's private playlist is left out.
    expect(home.jump_back_in.map((item: { model_type: string; id: number }) => `${item.model_type}:${item.id}`)).toEqual([
      `album:${c.leadAlbum.id}`,
      `artist:${c.peer.id}`,
      `album:${c.otherAlbum.id}`,
      `playlist:${shared.id}`,
    ]);
    expect(home.jump_back_in[3]).toMatchObject({ name: 'Shared', owner: { id: playlistOwner.id } });
    expect(home.new_releases.map((a: { id: number }) => a.id)).toEqual([c.newer.id, c.older.id]);
  });

  it('builds mixes of the top artists and genres from plays and likes, the same every time', async () => {
    const c = await catalog();
    const { user, headers } = await signedIn();
    await play(user.id, [c.leadTracks[0], c.leadTracks[0], c.leadTracks[2]], '2026-02-01T10:00:00Z');
    await db().insert(likes).values({ user_id: user.id, likeable_type: 'track', likeable_id: c.otherTracks[0].id });

    const { home } = await getHome(headers);
    const ids = home.mixes.map((mix: { id: string }) => mix.id);
    // The lead (3 plays) before the other artist (one like, weighing 3, later by id), then the genres.
    expect(ids).toEqual(expect.arrayContaining([`artist-${c.lead.id}`, `artist-${c.other.id}`, `genre-${c.rock.id}`, `genre-${c.folk.id}`]));
    expect(ids.indexOf(`artist-${c.lead.id}`)).toBeLessThan(ids.indexOf(`artist-${c.other.id}`));
    const leadMix = home.mixes.find((mix: { id: string }) => mix.id === `artist-${c.lead.id}`);
    expect(leadMix).toMatchObject({ model_type: 'mix', seed_type: 'artist', seed_id: c.lead.id, name: c.lead.name, image: c.lead.image, tracks_count: 5 });
    expect(leadMix.artists).toEqual([c.lead.name, c.peer.name]);

    // The mix itself: the artist's tracks and its genre's peer's, the listener's favourite first.
    const res = await request(`/api/v1/me/mixes/artist-${c.lead.id}`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const mix = await res.json<any>();
    expect(mix.mix).toEqual(leadMix);
    expect(mix.tracks[0].id).toBe(c.leadTracks[0].id);
    expect(new Set(mix.tracks.map((t: Track) => t.id))).toEqual(new Set([...c.leadTracks, ...c.peerTracks].map((t) => t.id)));
    expect((await getHome(headers)).home).toEqual(home);
    expect(await (await request(`/api/v1/me/mixes/artist-${c.lead.id}`, { headers })).json()).toEqual(mix);
  });

  it("never shows one listener's history, likes or follows on another's home or mixes", async () => {
    const c = await catalog();
    const first = await signedIn();
    const second = await signedIn();
    await play(first.user.id, [...c.leadTracks, ...c.otherTracks], '2026-03-01T10:00:00Z', { type: 'album', id: c.leadAlbum.id });
    await db().insert(likes).values({ user_id: first.user.id, likeable_type: 'track', likeable_id: c.peerTracks[0].id });
    await db().insert(follows).values({ follower_id: first.user.id, followable_type: 'artist', followable_id: c.followed.id });
    await play(second.user.id, [c.peerTracks[1]], '2026-03-02T10:00:00Z');

    const { home } = await getHome(second.headers);
    expect(home.recently_played.map((t: Track) => t.id)).toEqual([c.peerTracks[1].id]);
    expect(home.jump_back_in).toEqual([]);
    expect(home.new_releases).toEqual([]);
    expect(home.mixes.map((mix: { id: string }) => mix.id).sort()).toEqual([`artist-${c.peer.id}`, `genre-${c.rock.id}`].sort());
    // The first listener's favourite leads their mix of the genre, not the second's.
    const mixOf = async (headers: Record<string, string>) => (await (await request(`/api/v1/me/mixes/genre-${c.rock.id}`, { headers })).json<any>()).tracks[0].id;
    expect(await mixOf(second.headers)).toBe(c.peerTracks[1].id);
    expect(await mixOf(first.headers)).not.toBe(c.peerTracks[1].id);
  });
});

describe('GET /api/v1/me/mixes/{mixId}', () => {
  it('is 401 to a guest, 422 for an id that is no mix, 404 for a seed that does not exist', async () => {
    const { headers } = await signedIn();
    expect((await request('/api/v1/me/mixes/artist-1', { headers: { Accept: 'application/json', ...guestHeaders() } })).status).toBe(401);
    for (const bad of ['album-1', 'artist-', 'artist-0', 'genre-x']) expect((await request(`/api/v1/me/mixes/${bad}`, { headers })).status, bad).toBe(422);
    expect((await request('/api/v1/me/mixes/genre-999999', { headers })).status).toBe(404);
  });
});

describe('the personal home: D1', () => {
  /** Counts each batch and each statement run alone as a round trip (catalog-round-trips.suite.ts does the same). */
  it('loads every shelf in one round trip', async () => {
    const c = await catalog();
    const user = await createUser();
    await play(user.id, c.leadTracks, '2026-04-01T10:00:00Z');
    let trips = 0;
    const d1 = new Proxy(env.DB, {
      get(target, name) {
        if (name === 'batch' || name === 'prepare') {
          return (...args: unknown[]) => {
            if (name === 'batch') trips++;
            return (target[name] as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        const value = Reflect.get(target, name);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const home = await loadPersonalHome(drizzle(d1), user.id);
    expect(home.recently_played).toHaveLength(3);
    expect(trips).toBe(1);
  });

  it('reads every statement through an index: no table is scanned', async () => {
    const statements: [string, { toSQL(): { sql: string; params: unknown[] } }][] = [
      ['recently played', recentlyPlayed(db(), 1)],
      ...jumpBackInQueries(db(), 1).map((q, i): [string, typeof q] => [`jump back in #${i + 1}`, q]),
      ['new releases', newReleases(db(), 1)],
      ['mixes', homeMixes(db(), 1)],
      ...mixQueries(db(), 1, 'artist', 1).map((q, i): [string, { toSQL(): { sql: string; params: unknown[] } }] => [`artist mix #${i + 1}`, q]),
      ...mixQueries(db(), 1, 'genre', 1).map((q, i): [string, { toSQL(): { sql: string; params: unknown[] } }] => [`genre mix #${i + 1}`, q]),
    ];
    for (const [name, statement] of statements) {
      const plan = await planOf(statement);
      // Subquery and CTE results are named home_* (the shared lists' x, a playlist's mosaic_*): reading them is no table scan.
      const scans = plan.filter((line) => /^\s*SCAN (?!home_|mosaic_|x$|\(subquery-\d+\)$|CONSTANT ROW$)/.test(line));
      expect(scans, `${name}\n${plan.join('\n')}`).toEqual([]);
    }
  });
});
