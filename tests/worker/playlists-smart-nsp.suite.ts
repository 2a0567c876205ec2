import { describe, expect, it } from 'vitest';
import { likes, plays } from '../../db/music-social';
import { createUser, db, loginAs, postJson, request } from './support/http';
import { createGenre, createTrack } from './support/music-fixtures';

// Navidrome's .nsp files: the examples are Navidrome's own, from its smart
// playlist announcement (github.com/navidrome/navidrome/issues/1417).

const RECENTLY_PLAYED = {
  name: 'Recently Played',
  comment: 'Recently played tracks',
  all: [{ inTheLast: { lastPlayed: 30 } }],
  sort: 'lastPlayed',
  order: 'desc',
  limit: 100,
};

const EIGHTIES_TOP_SONGS = {
  all: [{ any: [{ is: { loved: true } }, { gt: { rating: 3 } }] }, { inTheRange: { year: [1981, 1990] } }],
  sort: 'year',
  order: 'desc',
  limit: 25,
};

const FAVOURITES = { all: [{ is: { loved: true } }], sort: 'dateLoved', order: 'desc', limit: 500 };
const RANDOM = { all: [{ gt: { playCount: -1 } }], sort: 'random' };

async function signedIn() {
  const user = await createUser({ roles: ['users'] });
  return { user, headers: (await loginAs(user.id)).headers };
}

const importNsp = (file: unknown, headers: Record<string, string>) => postJson('/api/v1/playlists/import-nsp', file, headers);

describe('POST /api/v1/playlists/import-nsp', () => {
  it("imports Navidrome's Recently Played as a private smart playlist in our names", async () => {
    const { user, headers } = await signedIn();
    const res = await importNsp(RECENTLY_PLAYED, headers);
    expect(res.status).toBe(201);
    const { playlist } = await res.json<any>();
    expect(playlist).toMatchObject({
      name: 'Recently Played',
      description: 'Recently played tracks',
      public: false,
      owner: { id: user.id },
      rules: { all: [{ inTheLast: { lastPlayed: 30 } }], sort: '-lastPlayed', limit: 100 },
    });
    // The owner's plays of the last 30 days, latest first.
    const [old, fresh] = [await createTrack(), await createTrack()];
    await db().insert(plays).values([
      { track_id: old.id, user_id: user.id, created_at: new Date(Date.now() - 5 * 86_400_000).toISOString() },
      { track_id: fresh.id, user_id: user.id },
    ]);
    const tracks = await (await request(`/api/v1/playlists/${playlist.id}/tracks`, { headers })).json<any>();
    expect(tracks.pagination.data.map((t: { id: number }) => t.id)).toEqual([fresh.id, old.id]);
  });

  it("reads Navidrome's names in any case (loved, playcount, rating, albumartist) and answers 422 at the path of what we lack", async () => {
    const { headers } = await signedIn();
    const eighties = await importNsp(EIGHTIES_TOP_SONGS, headers);
    expect(eighties.status).toBe(201);
    expect((await eighties.json<any>()).playlist.rules).toEqual({
      all: [{ any: [{ is: { liked: true } }, { gt: { myRating: 3 } }] }, { inTheRange: { year: [1981, 1990] } }],
      sort: '-year',
      limit: 25,
    });
    expect((await (await importNsp(FAVOURITES, headers)).json<any>()).errors).toEqual({ sort: ['Cannot sort by "dateLoved".'] });
    const random = await importNsp(RANDOM, headers);
    expect(random.status).toBe(201);
    expect((await random.json<any>()).playlist.rules).toEqual({ all: [{ gt: { myPlays: -1 } }], sort: 'random' });
    expect((await (await importNsp({ all: [{ inPlaylist: { id: 'x' } }] }, headers)).json<any>()).errors).toEqual({ 'all.0.inPlaylist': ['Unknown operator "inPlaylist".'] });

    const otherCase = { ...EIGHTIES_TOP_SONGS, all: [{ any: [{ IS: { Loved: true } }, { gt: { PlayCount: 3 } }] }, { inTheRange: { year: [1981, 1990] } }, { contains: { albumArtist: 'a' } }] };
    const res = await importNsp(otherCase, headers);
    expect(res.status).toBe(201);
    expect((await res.json<any>()).playlist).toMatchObject({
      name: 'Imported smart playlist',
      rules: { all: [{ any: [{ is: { liked: true } }, { gt: { myPlays: 3 } }] }, { inTheRange: { year: [1981, 1990] } }, { contains: { artist: 'a' } }], sort: '-year', limit: 25 },
    });
  });
});

describe('GET /api/v1/playlists/{id}/nsp', () => {
  it('exports in Navidrome names, as a download that imports back to the same rules and tracks', async () => {
    const { user, headers } = await signedIn();
    const genre = await createGenre(`nsp-${Date.now()}`);
    const [a, b] = [await createTrack({ genres: [genre], values: { name: 'Nsp A' } }), await createTrack({ genres: [genre], values: { name: 'Nsp B' } })];
    await db().insert(likes).values({ user_id: user.id, likeable_type: 'track', likeable_id: a.id });
    const rules = { all: [{ is: { genre: genre.name } }, { any: [{ is: { liked: true } }, { gt: { myPlays: 2 } }, { inTheLast: { dateAdded: 30 } }] }], sort: '-myPlays,title', limit: 10 };
    const created = await postJson('/api/v1/playlists', { name: 'Mine / "best"', description: 'Loved ones', rules }, headers);
    const { playlist } = await created.json<any>();

    const res = await request(`/api/v1/playlists/${playlist.id}/nsp`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="Mine  best.nsp"; filename*=UTF-8''Mine%20%20best.nsp`);
    const file = await res.json<any>();
    expect(file).toEqual({
      name: 'Mine / "best"',
      comment: 'Loved ones',
      all: [{ is: { genre: genre.name } }, { any: [{ is: { loved: true } }, { gt: { playcount: 2 } }, { inTheLast: { dateadded: 30 } }] }],
      sort: '-playcount,title',
      limit: 10,
    });

    const back = await (await importNsp(file, headers)).json<any>();
    expect(back.playlist.rules).toEqual(playlist.rules);
    const ids = async (id: number) => (await (await request(`/api/v1/playlists/${id}/tracks`, { headers })).json<any>()).pagination.data.map((t: { id: number }) => t.id);
    expect(await ids(back.playlist.id)).toEqual(await ids(playlist.id));
    expect(await ids(playlist.id)).toEqual([a.id, b.id]);
  });

  it('answers 404 for a plain playlist', async () => {
    const { headers } = await signedIn();
    const { playlist } = await (await postJson('/api/v1/playlists', { name: 'Plain' }, headers)).json<any>();
    const res = await request(`/api/v1/playlists/${playlist.id}/nsp`, { headers });
    expect(res.status).toBe(404);
    expect((await res.json<any>()).message).toBe('Only a smart playlist exports as .nsp.');
  });
});
