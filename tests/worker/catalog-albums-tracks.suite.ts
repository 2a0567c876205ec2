import { describe, expect, it } from 'vitest';
import { albumTags, lyrics } from '../../db/music-catalog';
import { db, request } from './support/http';
import { audioBytes, createAlbum, createArtist, createGenre, createTag, createTrack } from './support/music-fixtures';

describe('GET /api/v1/albums/{id}', () => {
  it('returns the album with description, its tracks’ genres, its tags, and tracks by number', async () => {
    const artist = await createArtist();
    const album = await createAlbum({ artists: [artist], values: { description: 'Recorded live.', image: 'https://img.test/a.jpg' } });
    const [pop, folk] = [await createGenre(), await createGenre()];
    const tag = await createTag();
    await db().insert(albumTags).values({ album_id: album.id, tag_id: tag.id });
    const second = await createTrack({ album, artists: [artist], genres: [pop], values: { number: 2, duration: 1000 } });
    const first = await createTrack({ album, artists: [artist], genres: [pop, folk], values: { number: 1, duration: 2000 } });

    const res = await request(`/api/v1/albums/${album.id}`);
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.album).toMatchObject({
      model_type: 'album',
      id: album.id,
      description: 'Recorded live.',
      artists: [{ id: artist.id, name: artist.name }],
      tracks_count: 2,
      duration: 3000,
      tags: [{ id: tag.id, name: tag.name, display_name: tag.display_name }],
    });
    expect(body.album.genres.map((g: any) => g.id).sort()).toEqual([pop.id, folk.id].sort());
    expect(body.tracks.map((t: any) => t.id)).toEqual([first.id, second.id]);
    expect(body.tracks[0]).toMatchObject({
      name: first.name,
      image: 'https://img.test/a.jpg',
      album: { id: album.id, name: album.name, image: 'https://img.test/a.jpg' },
      artists: [{ id: artist.id, name: artist.name }],
    });
  });

  it('answers 404 for an unknown id and 422 for a bad one', async () => {
    expect((await request('/api/v1/albums/999999')).status).toBe(404);
    expect((await request('/api/v1/albums/x')).status).toBe(422);
  });
});

describe('GET /api/v1/tracks/{id}', () => {
  it('returns the track detail: album, genres, tags, lyrics flag, waveform, release date', async () => {
    const album = await createAlbum({ values: { release_date: '2022-03-04', image: 'https://img.test/cover.jpg' } });
    const [genre, tag] = [await createGenre(), await createTag()];
    const track = await createTrack({
      album,
      genres: [genre],
      tags: [tag],
      audio: { bytes: audioBytes(100) },
      values: { description: 'A single.', waveform: [0.1, 0.5, 1], image: 'https://img.test/own.jpg' },
    });
    await db().insert(lyrics).values({ track_id: track.id, text: 'la la' });

    const body = await (await request(`/api/v1/tracks/${track.id}`)).json<any>();
    expect(body.track).toMatchObject({
      model_type: 'track',
      id: track.id,
      name: track.name,
      duration: 180_000,
      image: 'https://img.test/own.jpg',
      album: { id: album.id, name: album.name, image: 'https://img.test/cover.jpg' },
      src: `/api/v1/tracks/${track.id}/stream`,
      description: 'A single.',
      genres: [{ id: genre.id, name: genre.name }],
      tags: [{ id: tag.id, name: tag.name }],
      has_lyrics: true,
      waveform: [0.1, 0.5, 1],
      release_date: '2022-03-04',
    });
  });

  it('has no album, audio, lyrics or genres when the track has none', async () => {
    const track = await createTrack();
    const body = await (await request(`/api/v1/tracks/${track.id}`)).json<any>();
    expect(body.track).toMatchObject({ album: null, image: null, src: null, has_lyrics: false, genres: [], tags: [], waveform: null, release_date: null });
  });

  it('answers 404 for an unknown id and 422 for a bad one', async () => {
    expect((await request('/api/v1/tracks/999999')).status).toBe(404);
    expect((await request('/api/v1/tracks/0')).status).toBe(422);
  });
});

describe('GET /api/v1/tracks/{id}/lyrics', () => {
  it('parses synced lyrics (LRC) into timed lines', async () => {
    const track = await createTrack();
    const text = '[ar:Someone]\n[00:01.50] Hello\n[00:04.00] World';
    await db().insert(lyrics).values({ track_id: track.id, text, synced: true });
    const body = await (await request(`/api/v1/tracks/${track.id}/lyrics`)).json<any>();
    expect(body.lyrics).toEqual({
      track_id: track.id,
      synced: true,
      text,
      lines: [
        { time: 1.5, text: 'Hello' },
        { time: 4, text: 'World' },
      ],
    });
  });

  it('returns plain lyrics as lines without times', async () => {
    const track = await createTrack();
    await db().insert(lyrics).values({ track_id: track.id, text: 'One\nTwo' });
    const body = await (await request(`/api/v1/tracks/${track.id}/lyrics`)).json<any>();
    expect(body.lyrics).toMatchObject({ synced: false, lines: [{ time: null, text: 'One' }, { time: null, text: 'Two' }] });
  });

  it('answers null for a track without lyrics, and 404 for a track that does not exist', async () => {
    const track = await createTrack();
    const none = await request(`/api/v1/tracks/${track.id}/lyrics`);
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ lyrics: null });
    expect((await request('/api/v1/tracks/999999/lyrics')).status).toBe(404);
  });
});
