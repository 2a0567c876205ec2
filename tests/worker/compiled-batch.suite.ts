import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { albums, tracks } from '../../db/music-catalog';
import { compiledBatch } from '../../worker/compiled-batch';
import { artistAlbums, artistPageQueries, topTracksQuery } from '../../worker/catalog/artist-page';
import { trackPageQueries } from '../../worker/catalog/track-page';
import { searchPage } from '../../worker/search/search-queries';
import { SEARCH_TABS } from '../../worker/music/music-types';
import { asBatch } from '../../worker/music/batch-rows';
import { db } from './support/http';
import { createAlbum, createArtist, createGenre, createTrack, tagArtistGenres } from './support/music-fixtures';

// worker/compiled-batch.ts compiles a page's statements once and maps their
// rows with its own decoders: whatever it answers must be what drizzle's own
// batch answers for the same statements, decoded columns (JSON, booleans)
// and nested selects included, for every id it is bound to.

async function artistWithPage(name: string) {
  const genre = await createGenre();
  const artist = await createArtist({ name, verified: true, links: [{ url: 'https://example.com', title: 'Site' }], profile_images: ['a.jpg'] });
  await tagArtistGenres(artist, [genre]);
  const album = await createAlbum({ artists: [artist] });
  await createTrack({ album, artists: [artist], genres: [genre], values: { explicit: true, waveform: [1, 2, 3] } });
  await createTrack({ artists: [artist], values: { name: `${name} second song` } });
  return artist;
}

describe('compiled batch', () => {
  it('answers as drizzle does for each id it is bound to', async () => {
    const first = await artistWithPage('Compiled Alpha');
    const second = await artistWithPage('Compiled Beta');
    for (const artist of [first, second]) {
      const compiled = await compiledBatch(db(), 'test artist page', () => artistPageQueries(db(), sql.placeholder('artistId')), { artistId: artist.id });
      const drizzles = await db().batch(artistPageQueries(db(), artist.id));
      expect(compiled).toEqual(drizzles);
      expect(compiled[0][0]).toMatchObject({ name: artist.name, verified: true, links: [{ url: 'https://example.com', title: 'Site' }] });
      expect(compiled[0][0].top_tracks).toHaveLength(2);
    }
  });

  it('nests a list as a JSON column that answers what the list alone answers, in its order, decoded', async () => {
    const artist = await artistWithPage('Compiled Epsilon');
    for (const [n, date] of ['2001-05-01', '2023-09-09', '2012-01-31'].entries()) {
      const album = await createAlbum({ artists: [artist], values: { release_date: date, loudness_lufs: -9.5 - n, true_peak_dbtp: -0.5 } });
      await createTrack({ album, artists: [artist], values: { plays: 10 * (n + 1), explicit: n === 1 } });
    }
    const [[page]] = await compiledBatch(db(), 'test artist page', () => artistPageQueries(db(), sql.placeholder('artistId')), { artistId: artist.id });
    const [alone, albumsAlone] = await db().batch([topTracksQuery(db(), artist.id), artistAlbums(db(), artist.id)]);
    expect(page.top_tracks).toEqual(alone);
    expect(page.albums).toEqual(albumsAlone);
    expect(page.top_tracks.map((track) => track.plays)).toEqual([30, 20, 10, 0, 0]);
    expect(page.albums.map((album) => album.release_date)).toEqual(['2024-01-01', '2023-09-09', '2012-01-31', '2001-05-01']);
    expect(page.albums[1]).toMatchObject({ loudness_lufs: -10.5, true_peak_dbtp: -0.5, tracks_count: 1 });
    const [[nobody]] = await compiledBatch(db(), 'test artist page', () => artistPageQueries(db(), sql.placeholder('artistId')), { artistId: (await createArtist()).id });
    expect(nobody).toMatchObject({ top_tracks: [], albums: [] });
  });

  it('answers search pages as drizzle does, bound to the match and the limit', async () => {
    await artistWithPage('Compiled Gamma');
    const build = () => asBatch(SEARCH_TABS.map((tab) => searchPage(db(), tab, sql.placeholder('match'), sql.placeholder('limit'), 0)));
    for (const [match, limit] of [['"compiled"*', 5], ['"gamma"*', 1]] as const) {
      const compiled = await compiledBatch(db(), 'test search', build, { match, limit });
      const drizzles = await db().batch(asBatch(SEARCH_TABS.map((tab) => searchPage(db(), tab, match, limit, 0))));
      expect(compiled).toEqual(drizzles);
      expect(compiled[0].length).toBeGreaterThan(0);
      expect(compiled[0].length).toBeLessThanOrEqual(limit);
    }
  });

  it('keeps drizzle nulling a left-joined object that has no row', async () => {
    const single = await createTrack({ album: null });
    const onAlbum = await createTrack({ album: await createAlbum() });
    const build = () =>
      [
        db()
          .select({ track: { id: tracks.id, explicit: tracks.explicit }, album: { release_date: albums.release_date } })
          .from(tracks)
          .leftJoin(albums, eq(albums.id, tracks.album_id))
          .where(eq(tracks.id, sql.placeholder('trackId'))),
      ] as const;
    for (const track of [single, onAlbum]) {
      const [rows] = await compiledBatch(db(), 'test nested', build, { trackId: track.id });
      expect(rows).toEqual([{ track: { id: track.id, explicit: false }, album: track.album_id ? { release_date: '2024-01-01' } : null }]);
    }
  });

  it('answers a single statement, read as arrays, as drizzle does: decoded columns included', async () => {
    const genre = await createGenre();
    const song = await createTrack({ album: await createAlbum(), genres: [genre], values: { waveform: [1, 2, 3] } });
    for (const trackId of [song.id, -1]) {
      const compiled = await compiledBatch(db(), 'test track page', () => trackPageQueries(db(), sql.placeholder('trackId')), { trackId });
      expect(compiled).toEqual([await db().batch(trackPageQueries(db(), trackId)).then(([rows]) => rows)]);
      if (trackId > 0) expect(compiled[0][0]).toMatchObject({ id: song.id, waveform: [1, 2, 3], genres: expect.stringContaining(genre.name) });
    }
  });

  it('maps a single statement by position, so same-named columns stay apart; in a batch it refuses them on their first rows', async () => {
    const track = await createTrack({ album: await createAlbum({ values: { name: 'Colliding Album' } }), values: { name: 'Colliding Song' } });
    const colliding = () => db().select({ id: tracks.id, name: tracks.name, album: albums.name }).from(tracks).innerJoin(albums, eq(albums.id, tracks.album_id)).where(eq(tracks.id, sql.placeholder('trackId')));
    const [rows] = await compiledBatch(db(), 'test colliding single', () => [colliding()] as const, { trackId: track.id });
    expect(rows).toEqual([{ id: track.id, name: 'Colliding Song', album: 'Colliding Album' }]);
    const inBatch = () => [colliding(), db().select({ id: tracks.id }).from(tracks).where(eq(tracks.id, sql.placeholder('trackId')))] as const;
    await expect(compiledBatch(db(), 'test colliding batch', inBatch, { trackId: track.id })).rejects.toThrow(/selects 3 columns, its rows have 2 names/);
  });
});
