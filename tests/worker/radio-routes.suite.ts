import { describe, expect, it } from 'vitest';
import { likes } from '../../db/music-social';
import { createUser, db, request } from './support/http';
import { createArtist, createGenre, createTag, createTrack, tagArtistGenres } from './support/music-fixtures';
import { withoutGuestPermission } from './support/guest-permissions';

async function radio(seedType: string, seedId: number | string) {
  const res = await request(`/api/v1/radio/${seedType}/${seedId}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<any>();
}

const ids = (body: any): number[] => body.tracks.map((t: any) => t.id);

async function like(userId: number, ...trackIds: number[]) {
  await db()
    .insert(likes)
    .values(trackIds.map((id) => ({ user_id: userId, likeable_type: 'track' as const, likeable_id: id })));
}

/**
 * A seed artist in a genre with a tagged track, and one track of another
 * artist per signal: same track genre, same artist genre, same tag, co-liked;
 * plus an unrelated track in another genre.
 */
async function neighbourhood() {
  const [genre, otherGenre, tag] = [await createGenre(), await createGenre(), await createTag()];
  const seedArtist = await createArtist({ name: 'Seed Artist' });
  await tagArtistGenres(seedArtist, [genre]);
  const seed = await createTrack({ artists: [seedArtist], genres: [genre], tags: [tag], values: { name: 'Seed Song' } });
  const byTrackGenre = await createTrack({ genres: [genre] });
  const genreArtist = await createArtist();
  await tagArtistGenres(genreArtist, [genre]);
  const byArtistGenre = await createTrack({ artists: [genreArtist] });
  const byTag = await createTrack({ tags: [tag] });
  const coLiked = await createTrack();
  const listener = await createUser();
  await like(listener.id, seed.id, coLiked.id);
  const unrelated = await createTrack({ genres: [otherGenre] });
  return { genre, otherGenre, seedArtist, seed, byTrackGenre, byArtistGenre, byTag, coLiked, unrelated };
}

describe('GET /api/v1/radio/{seedType}/{seedId}', () => {
  it('starts a track radio with the seed, then tracks of other artists sharing a genre, a tag or listeners', async () => {
    const n = await neighbourhood();
    const body = await radio('track', n.seed.id);
    expect(body.seed).toEqual({ type: 'track', id: n.seed.id, name: 'Seed Song', image: null });
    expect(ids(body)[0]).toBe(n.seed.id);
    expect(ids(body)).toEqual(expect.arrayContaining([n.byTrackGenre.id, n.byArtistGenre.id, n.byTag.id, n.coLiked.id]));
    expect(ids(body)).not.toContain(n.unrelated.id);
    expect(ids(body).filter((id) => id === n.seed.id)).toHaveLength(1);
    expect(body.tracks[1]).toMatchObject({ model_type: 'track', artists: [expect.objectContaining({ id: expect.any(Number) })] });
  });

  it('ranks by shared traits, then by plays', async () => {
    const [genre, tag] = [await createGenre(), await createTag()];
    const seed = await createTrack({ genres: [genre], tags: [tag] });
    const both = await createTrack({ genres: [genre], tags: [tag], values: { plays: 1 } });
    const genreOnlyPopular = await createTrack({ genres: [genre], values: { plays: 900 } });
    const genreOnly = await createTrack({ genres: [genre], values: { plays: 20 } });
    expect(ids(await radio('track', seed.id))).toEqual([seed.id, both.id, genreOnlyPopular.id, genreOnly.id]);
  });

  it('keeps the seed artist to at most a quarter of an artist radio, with other artists’ tracks in it', async () => {
    const genre = await createGenre();
    const artist = await createArtist();
    await tagArtistGenres(artist, [genre]);
    const own: number[] = [];
    for (let i = 0; i < 20; i++) own.push((await createTrack({ artists: [artist], genres: [genre], values: { plays: 1_000 + i } })).id);
    const others: number[] = [];
    for (let i = 0; i < 9; i++) others.push((await createTrack({ genres: [genre] })).id);
    const unrelated = await createTrack({ genres: [await createGenre()] });

    const body = await radio('artist', artist.id);
    expect(body.seed).toMatchObject({ type: 'artist', id: artist.id, name: artist.name });
    const ownInRadio = ids(body).filter((id) => own.includes(id));
    expect(ownInRadio.length).toBeGreaterThan(0);
    expect(ownInRadio.length * 4).toBeLessThanOrEqual(body.tracks.length);
    expect(ids(body)).toEqual(expect.arrayContaining(others));
    expect(ids(body)).not.toContain(unrelated.id);
  });

  it('never answers only the seed artist’s own tracks', async () => {
    const artist = await createArtist();
    const genre = await createGenre();
    for (let i = 0; i < 5; i++) await createTrack({ artists: [artist], genres: [genre] });
    expect((await radio('artist', artist.id)).tracks).toEqual([]);
  });

  it('follows the listeners of an artist’s tracks into what else they liked', async () => {
    const artist = await createArtist();
    const track = await createTrack({ artists: [artist] });
    const coLiked = [await createTrack(), await createTrack(), await createTrack()];
    const listener = await createUser();
    await like(listener.id, track.id, ...coLiked.map((t) => t.id));
    expect(ids(await radio('artist', artist.id))).toEqual(expect.arrayContaining(coLiked.map((t) => t.id)));
  });

  it('plays a genre: its tracks and its artists’ tracks, nothing else, capped at 50', async () => {
    const n = await neighbourhood();
    const body = await radio('genre', n.genre.id);
    expect(body.seed).toEqual({ type: 'genre', id: n.genre.id, name: n.genre.display_name, image: null });
    expect(ids(body)).toEqual(expect.arrayContaining([n.seed.id, n.byTrackGenre.id, n.byArtistGenre.id]));
    expect(ids(body)).not.toContain(n.unrelated.id);
    expect(ids(body)).not.toContain(n.byTag.id);

    const big = await createGenre();
    for (let i = 0; i < 55; i++) await createTrack({ genres: [big] });
    expect((await radio('genre', big.id)).tracks).toHaveLength(50);
  });

  it('answers 404 for a missing seed and 422 for a bad seed type or id', async () => {
    for (const type of ['artist', 'track', 'genre']) {
      expect((await request(`/api/v1/radio/${type}/99999999`)).status, type).toBe(404);
    }
    const res = await request('/api/v1/radio/album/1');
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.seedType).toBeDefined();
    expect((await request('/api/v1/radio/track/abc')).status).toBe(422);
  });

  it('answers 401 to a guest whose role lacks music.view', async () => {
    const track = await createTrack();
    await withoutGuestPermission('music.view', async () => {
      expect((await request(`/api/v1/radio/track/${track.id}`)).status).toBe(401);
    });
  });
});
