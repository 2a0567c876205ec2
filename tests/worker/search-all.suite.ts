import { describe, expect, it } from 'vitest';
import { BASE, createUser, loginAs, request } from './support/http';
import { waitFor } from './support/wait-for';
import { createAlbum, createArtist, createTag, createTrack } from './support/music-fixtures';
import { createNamedUser, createPlaylist, searchUrl } from './support/search-fixtures';
import { withoutGuestPermission } from './support/guest-permissions';

async function search(query: string, params: Record<string, string | number> = {}) {
  const res = await request(searchUrl(query, params));
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<any>();
}

const names = (items: { name: string }[]) => items.map((item) => item.name);

/** Non-matching rows, so bm25's document frequencies look like a catalog's and not like a handful of rows. */
async function filler(count = 8) {
  for (let i = 0; i < count; i++) await createTrack({ values: { name: `Filler ${i} Unrelated` } });
}

describe('GET /api/v1/search', () => {
  it('matches words by prefix: "que" finds Queen', async () => {
    const queen = await createArtist({ name: 'Queen' });
    await createTrack({ artists: [queen], values: { name: 'Bohemian Rhapsody' } });
    const body = await search('que');
    expect(body.query).toBe('que');
    expect(names(body.artists)).toContain('Queen');
    expect(names((await search('bohem rhap')).tracks)).toEqual(['Bohemian Rhapsody']);
  });

  it('answers every type, each in its payload shape', async () => {
    const artist = await createArtist({ name: 'Zephyrine Collective' });
    const album = await createAlbum({ artists: [artist], values: { name: 'Zephyrine Dawn' } });
    await createTrack({ artists: [artist], album, values: { name: 'Zephyrine Song' } });
    await createPlaylist({ name: 'Zephyrine Mix' });
    await createNamedUser('Zephyrine Fan');
    await createTag('zephyrine-wave');
    const body = await search('zephyrine');
    expect(body.tracks).toEqual([
      expect.objectContaining({ model_type: 'track', name: 'Zephyrine Song', artists: [{ id: artist.id, name: 'Zephyrine Collective' }], album: expect.objectContaining({ id: album.id }) }),
    ]);
    expect(body.artists).toEqual([expect.objectContaining({ model_type: 'artist', id: artist.id })]);
    expect(body.albums).toEqual([expect.objectContaining({ model_type: 'album', name: 'Zephyrine Dawn', tracks_count: 1 })]);
    expect(body.playlists).toEqual([expect.objectContaining({ model_type: 'playlist', name: 'Zephyrine Mix', owner: expect.objectContaining({ id: expect.any(Number) }) })]);
    expect(body.users).toEqual([expect.objectContaining({ model_type: 'user', name: 'Zephyrine Fan', followers_count: 0 })]);
    expect(body.tags).toEqual([{ id: expect.any(Number), name: 'zephyrine-wave', display_name: 'zephyrine-wave' }]);
    // The artist named by the query leads (docs/search.md, "The top result").
    expect(body.top).toEqual(body.artists[0]);
  });

  it('finds only public playlists and users who are not banned', async () => {
    await createPlaylist({ name: 'Quillon Open', public: true });
    await createPlaylist({ name: 'Quillon Secret', public: false });
    await createNamedUser('Quillon Listener');
    await createNamedUser('Quillon Banned', { banned: true });
    const body = await search('quillon');
    expect(names(body.playlists)).toEqual(['Quillon Open']);
    expect(names(body.users)).toEqual(['Quillon Listener']);
  });

  it('folds case and diacritics on both sides', async () => {
    await createArtist({ name: 'Beyoncé' });
    await createArtist({ name: 'Motörhead' });
    await createTrack({ values: { name: 'Sigur Rós Hoppípolla' } });
    expect(names((await search('beyonce')).artists)).toEqual(['Beyoncé']);
    expect(names((await search('BEYONCÉ')).artists)).toEqual(['Beyoncé']);
    expect(names((await search('motorh')).artists)).toEqual(['Motörhead']);
    expect(names((await search('hoppipolla ros')).tracks)).toEqual(['Sigur Rós Hoppípolla']);
  });

  it('ranks the closer name first, and among equal matches the more played', async () => {
    await filler();
    await createTrack({ values: { name: 'Velvetine Morning Glory Extended Version' } });
    await createTrack({ values: { name: 'Velvetine' } });
    expect(names((await search('velvetine')).tracks)).toEqual(['Velvetine', 'Velvetine Morning Glory Extended Version']);

    await createTrack({ values: { name: 'Quasar Lights', plays: 10 } });
    await createTrack({ values: { name: 'Quasar Lights', plays: 5_000 } });
    await createTrack({ values: { name: 'Quasar Lights', plays: 300 } });
    expect((await search('quasar')).tracks.map((t: any) => t.plays)).toEqual([5_000, 300, 10]);
  });

  it('matches a one-letter word as a whole word only', async () => {
    await createTrack({ values: { name: 'Q Tribe Anthem' } });
    await createTrack({ values: { name: 'Quixotic Tribe' } });
    expect(names((await search('q tribe')).tracks)).toEqual(['Q Tribe Anthem']);
  });

  it('ANDs the words: every word must match', async () => {
    await createTrack({ values: { name: 'Orbital Dance' } });
    await createTrack({ values: { name: 'Orbital Sleep' } });
    expect(names((await search('orbit da')).tracks)).toEqual(['Orbital Dance']);
    expect(names((await search('da orbit')).tracks)).toEqual(['Orbital Dance']);
  });

  it('returns up to `limit` of each type (8 by default, at most 20)', async () => {
    for (let i = 0; i < 10; i++) await createTrack({ values: { name: `Lumenfall ${i}` } });
    expect((await search('lumenfall')).tracks).toHaveLength(8);
    expect((await search('lumenfall', { limit: 3 })).tracks).toHaveLength(3);
    expect((await request(searchUrl('lumenfall', { limit: 21 }))).status).toBe(422);
  });

  it('answers 422 without a query', async () => {
    const res = await request('/api/v1/search?query=%20');
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.query).toBeDefined();
    expect((await request('/api/v1/search')).status).toBe(422);
  });

  it('treats FTS syntax as plain separators: no error, no injection', async () => {
    await createTrack({ values: { name: 'And Then Nebulon' } });
    for (const query of ['"', '*', '(', ')', '^', ':', '-', '""*', '{}', 'NEAR(', "'; DROP TABLE tracks; --"]) {
      expect((await search(query)).tracks, query).toEqual([]);
    }
    // Operators are words like any other.
    expect(names((await search('AND')).tracks)).toContain('And Then Nebulon');
    expect(names((await search('nebulon" OR "zzz')).tracks)).toEqual([]);
    expect(names((await search('nebulon"*')).tracks)).toEqual(['And Then Nebulon']);
    expect(names((await search('(nebulon OR x')).tracks)).toEqual([]);
    expect(names((await search('name:nebulon')).tracks)).toEqual([]);
    expect(names((await search('-nebulon')).tracks)).toEqual(['And Then Nebulon']);
  });

  it('serves a query asked again from the cache for a minute', async () => {
    await createTrack({ values: { name: 'Cachalot One' } });
    expect(names((await search('cachalot')).tracks)).toEqual(['Cachalot One']);
    // The second ask keeps the answer (decision 034)...
    expect(names((await search('cachalot')).tracks)).toEqual(['Cachalot One']);
    await createTrack({ values: { name: 'Cachalot Two' } });
    // ...which answers the third.
    expect(names((await search('cachalot')).tracks)).toEqual(['Cachalot One']);
    // Another limit is another answer, loaded fresh.
    expect(names((await search('cachalot', { limit: 5 })).tracks).sort()).toEqual(['Cachalot One', 'Cachalot Two']);
  });

  it('puts a query in the Cache API from its second ask, never for a query asked once', async () => {
    await createTrack({ values: { name: 'Cormorant Once' } });
    const inCache = async (query: string) => !!(await caches.default.match(new Request(`${BASE}/__cache/search/v2/all?${new URLSearchParams({ query, limit: '8' })}`)));
    await search('cormorant');
    // A query asked twice after it is stored: once its answer is in the cache, the first query's put would have been too.
    await search('grebe');
    await search('grebe');
    await waitFor(() => inCache('grebe'));
    expect(await inCache('cormorant')).toBe(false);
    await search('cormorant');
    await waitFor(() => inCache('cormorant'));
  });

  it('answers the same to a signed-in listener', async () => {
    await createArtist({ name: 'Xylocarp' });
    const { headers } = await loginAs((await createUser()).id);
    const res = await request(searchUrl('xyloc'), { headers });
    expect(names((await res.json<any>()).artists)).toEqual(['Xylocarp']);
  });

  it('answers 401 to a guest whose role lacks music.view', async () => {
    await withoutGuestPermission('music.view', async () => {
      expect((await request(searchUrl('anything'))).status).toBe(401);
    });
  });
});
