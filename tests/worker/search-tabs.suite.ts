import { describe, expect, it } from 'vitest';
import { tracks } from '../../db/music-catalog';
import { db, request } from './support/http';
import { createAlbum, createArtist, createTag, createTrack } from './support/music-fixtures';
import { createNamedUser, createPlaylist, tabUrl } from './support/search-fixtures';
import { MAX_CANDIDATES } from '../../worker/search/search-constants';

async function tab(name: string, query: string, params: Record<string, string | number> = {}) {
  const res = await request(tabUrl(name, query, params));
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json<any>()).pagination;
}

/** Rows a statement: D1 binds at most 100 parameters, and drizzle binds 7 a track row (its defaults too). */
const ROWS_PER_INSERT = 12;

/** Many tracks in a few statements. */
async function insertTracks(rows: { name: string; plays: number }[]) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await db().insert(tracks).values(rows.slice(i, i + ROWS_PER_INSERT));
}

describe('GET /api/v1/search/{tab}', () => {
  it('pages through one type, best first, without repeats', async () => {
    await insertTracks(Array.from({ length: 25 }, (_, i) => ({ name: `Pagoda ${i}`, plays: i * 10 })));
    const first = await tab('tracks', 'pagoda', { perPage: 10 });
    expect(first).toMatchObject({ current_page: 1, per_page: 10, total: 25, last_page: 3, from: 1, to: 10 });
    const second = await tab('tracks', 'pagoda', { perPage: 10, page: 2 });
    const third = await tab('tracks', 'pagoda', { perPage: 10, page: 3 });
    expect(third).toMatchObject({ current_page: 3, from: 21, to: 25 });
    const plays = [...first.data, ...second.data, ...third.data].map((t: any) => t.plays);
    expect(plays).toEqual(Array.from({ length: 25 }, (_, i) => (24 - i) * 10));
    expect(new Set([...first.data, ...second.data, ...third.data].map((t: any) => t.id)).size).toBe(25);
    expect((await tab('tracks', 'pagoda', { perPage: 10, page: 4 })).data).toEqual([]);
  });

  it(`pages at most the ${MAX_CANDIDATES} best matches`, async () => {
    await insertTracks(Array.from({ length: MAX_CANDIDATES + 30 }, (_, i) => ({ name: `Myriad ${i}`, plays: 0 })));
    const page = await tab('tracks', 'myriad', { perPage: 50 });
    expect(page.total).toBe(MAX_CANDIDATES);
    expect(page.last_page).toBe(MAX_CANDIDATES / 50);
  });

  it('answers each tab with its own type', async () => {
    const artist = await createArtist({ name: 'Tabulon' });
    await createAlbum({ artists: [artist], values: { name: 'Tabulon Live' } });
    await createTrack({ artists: [artist], values: { name: 'Tabulon Theme' } });
    await createPlaylist({ name: 'Tabulon Hits' });
    await createPlaylist({ name: 'Tabulon Private', public: false });
    await createNamedUser('Tabulon Fan');
    await createNamedUser('Tabulon Troll', { banned: true });
    await createTag('tabulon-core');
    const expected = { tracks: 'track', artists: 'artist', albums: 'album', playlists: 'playlist', users: 'user' };
    for (const [name, modelType] of Object.entries(expected)) {
      const page = await tab(name, 'tabulon');
      expect(page.total, name).toBe(1);
      expect(page.data[0].model_type).toBe(modelType);
    }
    expect((await tab('tags', 'tabulon')).data).toEqual([expect.objectContaining({ name: 'tabulon-core' })]);
  });

  it('answers an empty page for a query of no words, and 422 for an unknown tab or page size', async () => {
    expect(await tab('tracks', '***')).toMatchObject({ data: [], total: 0 });
    expect((await request(tabUrl('genres', 'rock'))).status).toBe(422);
    expect((await request(tabUrl('tracks', 'rock', { perPage: 51 }))).status).toBe(422);
    expect((await request('/api/v1/search/tracks')).status).toBe(422);
  });
});
