import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { artists } from '../../db/music-catalog';
import { db, request } from './support/http';
import { forgetCatalogAnswers } from '../../worker/cache/memory-cache';
import { createAlbum, createArtist, createGenre, createTrack, tagArtistGenres } from './support/music-fixtures';

describe('GET /api/v1/artists/{id}', () => {
  it('returns the artist with genres, top tracks by plays, albums newest first and similar artists', async () => {
    const [rock, jazz] = [await createGenre(), await createGenre()];
    const artist = await createArtist({ description: 'Loud.', links: [{ url: 'https://band.test', title: 'Site' }], plays: 50 });
    await tagArtistGenres(artist, [rock]);
    for (let plays = 0; plays < 12; plays++) await createTrack({ artists: [artist], values: { plays } });
    const older = await createAlbum({ artists: [artist], values: { release_date: '2020-01-01' } });
    const newer = await createAlbum({ artists: [artist], values: { release_date: '2024-06-01' } });
    const popularPeer = await createArtist({ plays: 900 });
    const quietPeer = await createArtist({ plays: 10 });
    const stranger = await createArtist({ plays: 5000 });
    await tagArtistGenres(popularPeer, [rock]);
    await tagArtistGenres(quietPeer, [rock, jazz]);
    await tagArtistGenres(stranger, [jazz]);

    const res = await request(`/api/v1/artists/${artist.id}`);
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.artist).toEqual({
      model_type: 'artist',
      id: artist.id,
      name: artist.name,
      image: null,
      verified: false,
      plays: 50,
      followers_count: 0,
      description: 'Loud.',
      links: [{ url: 'https://band.test', title: 'Site' }],
      profile_images: [],
      genres: [{ id: rock.id, name: rock.name, display_name: rock.display_name, image: null }],
    });
    expect(body.top_tracks.map((t: any) => t.plays)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(body.top_tracks[0]).toMatchObject({ model_type: 'track', artists: [{ id: artist.id, name: artist.name }] });
    expect(body.albums.map((a: any) => a.id)).toEqual([newer.id, older.id]);
    expect(body.albums[0]).toMatchObject({ model_type: 'album', artists: [{ id: artist.id }] });
    expect(body.similar.map((a: any) => a.id)).toEqual([popularPeer.id, quietPeer.id]);
  });

  it('keeps similar artists in play order as plays change, from the artist’s first three genres', async () => {
    const genreList = [await createGenre(), await createGenre(), await createGenre(), await createGenre()];
    const artist = await createArtist();
    await tagArtistGenres(artist, genreList);
    // One peer in each genre; the fourth genre's (by id) is left out however popular.
    const peers = [];
    for (const [n, genre] of genreList.entries()) {
      const peer = await createArtist({ plays: 100 * (n + 1) });
      await tagArtistGenres(peer, [genre]);
      peers.push(peer);
    }
    const similar = async () => {
      forgetCatalogAnswers(); // the writes below go straight to D1, past the middleware that forgets the isolate's pages
      return (await (await request(`/api/v1/artists/${artist.id}`)).json<any>()).similar.map((a: any) => a.id);
    };
    expect(await similar()).toEqual([peers[2].id, peers[1].id, peers[0].id]);
    // artist_genres.artist_plays follows artists.plays (migration 0028's trigger): the order changes with the plays.
    await db().update(artists).set({ plays: 1000 }).where(eq(artists.id, peers[0].id));
    expect(await similar()).toEqual([peers[0].id, peers[2].id, peers[1].id]);
    // An artist tagged after its plays were counted carries them from the start (the insert trigger).
    const late = await createArtist({ plays: 500 });
    await tagArtistGenres(late, [genreList[1]]);
    expect(await similar()).toEqual([peers[0].id, late.id, peers[2].id, peers[1].id]);
  });

  it('has empty lists for an artist without tracks, albums or genres', async () => {
    const artist = await createArtist();
    const body = await (await request(`/api/v1/artists/${artist.id}`)).json<any>();
    expect(body).toMatchObject({ top_tracks: [], albums: [], similar: [], artist: { genres: [] } });
  });

  it('answers 404 for an unknown id and 422 for an id that is not a positive integer', async () => {
    expect((await request('/api/v1/artists/999999')).status).toBe(404);
    for (const id of ['0', '-3', '1.5', 'abc']) {
      const res = await request(`/api/v1/artists/${id}`);
      expect(res.status).toBe(422);
      expect((await res.json<any>()).errors).toHaveProperty('id');
    }
  });
});

describe('GET /api/v1/artists/{id}/tracks', () => {
  it('pages the artist’s tracks, most played first', async () => {
    const artist = await createArtist();
    const [low, high, mid] = [await createTrack({ artists: [artist], values: { plays: 1 } }), await createTrack({ artists: [artist], values: { plays: 30 } }), await createTrack({ artists: [artist], values: { plays: 20 } })];
    await createTrack();

    const first = await (await request(`/api/v1/artists/${artist.id}/tracks?perPage=2`)).json<any>();
    expect(first.pagination).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2, from: 1, to: 2 });
    expect(first.pagination.data.map((t: any) => t.id)).toEqual([high.id, mid.id]);
    const second = await (await request(`/api/v1/artists/${artist.id}/tracks?perPage=2&page=2`)).json<any>();
    expect(second.pagination.data.map((t: any) => t.id)).toEqual([low.id]);
  });

  it('answers 404 for an unknown artist and 422 for page bounds', async () => {
    const artist = await createArtist();
    expect((await request('/api/v1/artists/999999/tracks')).status).toBe(404);
    expect((await request(`/api/v1/artists/${artist.id}/tracks?perPage=51`)).status).toBe(422);
    expect((await request(`/api/v1/artists/${artist.id}/tracks?page=0`)).status).toBe(422);
  });
});

describe('GET /api/v1/artists/{id}/albums', () => {
  it('pages the artist’s albums, newest first, 20 a page by default', async () => {
    const artist = await createArtist();
    const old = await createAlbum({ artists: [artist], values: { release_date: '1999-01-01' } });
    const recent = await createAlbum({ artists: [artist], values: { release_date: '2023-01-01' } });
    const body = await (await request(`/api/v1/artists/${artist.id}/albums`)).json<any>();
    expect(body.pagination).toMatchObject({ per_page: 20, total: 2 });
    expect(body.pagination.data.map((a: any) => a.id)).toEqual([recent.id, old.id]);
  });

  it('answers 404 for an unknown artist', async () => {
    expect((await request('/api/v1/artists/999999/albums')).status).toBe(404);
  });
});
