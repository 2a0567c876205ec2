import { describe, expect, it } from 'vitest';
import { albumTags } from '../../db/music-catalog';
import { db, request } from './support/http';
import { createAlbum, createArtist, createGenre, createTag, createTrack, tagArtistGenres } from './support/music-fixtures';

async function tagAlbum(album: { id: number }, tag: { id: number }) {
  await db().insert(albumTags).values({ album_id: album.id, tag_id: tag.id });
}

describe('GET /api/v1/genres', () => {
  it('lists every genre by name', async () => {
    const zydeco = await createGenre('zydeco-test');
    const ambient = await createGenre('ambient-test');
    const body = await (await request('/api/v1/genres')).json<any>();
    const names = body.genres.map((g: any) => g.name);
    expect(names).toEqual([...names].sort());
    expect(body.genres).toContainEqual({ id: ambient.id, name: 'ambient-test', display_name: 'Ambient-test', image: null });
    expect(names).toContain(zydeco.name);
  });
});

describe('GET /api/v1/genres/{name}', () => {
  it('returns the genre with its artists and tracks, most played first', async () => {
    const genre = await createGenre();
    const [quiet, loud] = [await createArtist({ plays: 1 }), await createArtist({ plays: 99 })];
    await tagArtistGenres(quiet, [genre]);
    await tagArtistGenres(loud, [genre]);
    await createArtist({ plays: 1000 });
    const [t1, t2] = [await createTrack({ genres: [genre], values: { plays: 5 } }), await createTrack({ genres: [genre], values: { plays: 50 } })];
    await createTrack({ values: { plays: 500 } });

    const res = await request(`/api/v1/genres/${genre.name.toUpperCase()}`);
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.genre).toEqual({ id: genre.id, name: genre.name, display_name: genre.display_name, image: null });
    expect(body.artists.map((a: any) => a.id)).toEqual([loud.id, quiet.id]);
    expect(body.tracks.map((t: any) => t.id)).toEqual([t2.id, t1.id]);
  });

  it('answers 404 for an unknown genre', async () => {
    expect((await request('/api/v1/genres/no-such-genre')).status).toBe(404);
  });
});

describe('GET /api/v1/tags/{name}', () => {
  it('returns the tag with its tracks and albums, most played first', async () => {
    const tag = await createTag();
    const [t1, t2] = [await createTrack({ tags: [tag], values: { plays: 1 } }), await createTrack({ tags: [tag], values: { plays: 2 } })];
    const album = await createAlbum({ values: { plays: 3 } });
    await tagAlbum(album, tag);
    await createTrack();

    const body = await (await request(`/api/v1/tags/${tag.name}`)).json<any>();
    expect(body.tag).toEqual({ id: tag.id, name: tag.name, display_name: tag.display_name });
    expect(body.tracks.map((t: any) => t.id)).toEqual([t2.id, t1.id]);
    expect(body.albums.map((a: any) => a.id)).toEqual([album.id]);
  });

  it('answers 404 for an unknown tag', async () => {
    expect((await request('/api/v1/tags/no-such-tag')).status).toBe(404);
  });
});

describe('GET /api/v1/tags/{name}/tracks', () => {
  it('pages the tag’s tracks', async () => {
    const tag = await createTag();
    const tracks = [];
    for (let plays = 0; plays < 3; plays++) tracks.push(await createTrack({ tags: [tag], values: { plays } }));
    const body = await (await request(`/api/v1/tags/${tag.name}/tracks?perPage=2&page=2`)).json<any>();
    expect(body.pagination).toMatchObject({ current_page: 2, per_page: 2, total: 3, last_page: 2, from: 3, to: 3 });
    expect(body.pagination.data.map((t: any) => t.id)).toEqual([tracks[0].id]);
  });

  it('answers 404 for an unknown tag and 422 for a page size over 50', async () => {
    const tag = await createTag();
    expect((await request('/api/v1/tags/no-such-tag/tracks')).status).toBe(404);
    expect((await request(`/api/v1/tags/${tag.name}/tracks?perPage=51`)).status).toBe(422);
  });
});

describe('GET /api/v1/tags/{name}/albums', () => {
  it('pages the tag’s albums', async () => {
    const tag = await createTag();
    const [a1, a2] = [await createAlbum({ values: { plays: 10 } }), await createAlbum({ values: { plays: 20 } })];
    await tagAlbum(a1, tag);
    await tagAlbum(a2, tag);
    const body = await (await request(`/api/v1/tags/${tag.name}/albums`)).json<any>();
    expect(body.pagination).toMatchObject({ total: 2, per_page: 20 });
    expect(body.pagination.data.map((a: any) => a.id)).toEqual([a2.id, a1.id]);
  });

  it('answers 404 for an unknown tag', async () => {
    expect((await request('/api/v1/tags/no-such-tag/albums')).status).toBe(404);
  });
});
