import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { albums, artists, trackArtists, tracks } from '../../db/music-catalog';
import { db, request } from './support/http';
import { createAlbum, createArtist, createTrack } from './support/music-fixtures';
import { searchUrl, tabUrl } from './support/search-fixtures';
import { deletionKeys, oneEditApart } from '../../worker/search/spelling';
import { matchQuality } from '../../worker/search/top-result';

// Issue 26: names of artists and albums match their tracks; ranking by match
// quality and popularity; a top result; one wrong letter still finds the
// artist (docs/search.md). Each test uses words no other test uses: answers
// are cached for a minute.

async function search(query: string) {
  const res = await request(searchUrl(query));
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<any>();
}

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('search matching and ranking', () => {
  it("finds an artist's and an album's tracks by their names, and leads with the artist", async () => {
    const artist = await createArtist({ name: 'Brindlewharf' });
    const album = await createAlbum({ artists: [artist], values: { name: 'Saltmarsh Anthology' } });
    await createTrack({ artists: [artist], album, values: { name: 'Opening Gate', plays: 50 } });
    await createTrack({ artists: [artist], values: { name: 'Closing Gate', plays: 10 } });
    const body = await search('brindlewharf');
    expect(names(body.tracks)).toEqual(['Opening Gate', 'Closing Gate']);
    expect(names(body.albums)).toEqual(['Saltmarsh Anthology']);
    expect(body.top).toMatchObject({ model_type: 'artist', id: artist.id, name: 'Brindlewharf' });
    expect(names((await search('saltmarsh')).tracks)).toEqual(['Opening Gate']);
    // Words of the title and of the artist's name together.
    expect(names((await search('brindlewharf closing')).tracks)).toEqual(['Closing Gate']);
  });

  it("ranks a track its title names before one its artist's name matches, however played", async () => {
    const artist = await createArtist({ name: 'Quellmoor Band' });
    await createTrack({ artists: [artist], values: { name: 'Far Away', plays: 90_000 } });
    await createTrack({ values: { name: 'Quellmoor', plays: 20 } });
    const body = await search('quellmoor');
    expect(names(body.tracks)).toEqual(['Quellmoor', 'Far Away']);
  });

  it('follows renames, credits and deletions', async () => {
    const artist = await createArtist({ name: 'Grintelle' });
    const album = await createAlbum({ artists: [artist], values: { name: 'Pallmoor Nights' } });
    const track = await createTrack({ artists: [artist], album, values: { name: 'Undersong' } });
    await db().update(artists).set({ name: 'Vossmere' }).where(eq(artists.id, artist.id));
    await db().update(albums).set({ name: 'Tarnfield Days' }).where(eq(albums.id, album.id));
    expect(names((await search('vossmere')).tracks)).toEqual(['Undersong']);
    expect(names((await search('vossmere')).albums)).toEqual(['Tarnfield Days']);
    expect(names((await search('tarnfield')).tracks)).toEqual(['Undersong']);
    expect((await search('grintelle')).tracks).toEqual([]);
    expect((await search('pallmoor')).tracks).toEqual([]);

    await db().delete(trackArtists).where(eq(trackArtists.track_id, track.id));
    expect((await search('vossmere undersong')).tracks).toEqual([]);
    await db().delete(tracks).where(eq(tracks.id, track.id));
    expect((await search('undersong')).tracks).toEqual([]);
  });

  it('keeps a track findable once as its plays grow, ranked by them', async () => {
    const quiet = await createTrack({ values: { name: 'Embergate', plays: 3 } });
    await createTrack({ values: { name: 'Embergate', plays: 400 } });
    // From 3 plays to 5,000 crosses several powers of two: the index moves the row.
    await db().update(tracks).set({ plays: 5_000 }).where(eq(tracks.id, quiet.id));
    const found = (await search('embergate')).tracks;
    expect(found.map((t: any) => [t.id, t.plays])).toEqual([
      [quiet.id, 5_000],
      [expect.any(Number), 400],
    ]);
  });

  it('finds an artist whose name has one letter wrong, missing, extra or swapped', async () => {
    const artist = await createArtist({ name: 'Marrowby Kestrel' });
    await createTrack({ artists: [artist], values: { name: 'Fen Song' } });
    for (const typo of ['marrowby kestrl', 'marowby kestrel', 'marrowby kesttrel', 'marrowby ksetrel', 'marrowby kestral']) {
      const body = await search(typo);
      expect(body.top, typo).toMatchObject({ model_type: 'artist', id: artist.id });
      expect(names(body.tracks), typo).toEqual(['Fen Song']);
    }
    const res = await request(tabUrl('artists', 'kestral'));
    expect((await res.json<any>()).pagination).toMatchObject({ total: 1, data: [expect.objectContaining({ id: artist.id })] });
    // Two letters wrong is another name.
    expect((await search('marrowby kestaal')).artists).toEqual([]);
  });

  it('corrects nothing when the words already match', async () => {
    await createArtist({ name: 'Tollbridge' });
    await createArtist({ name: 'Tollbrigde' });
    expect(names((await search('tollbridge')).artists)).toEqual(['Tollbridge']);
  });

  it('answers top null when no artist, album or track matches', async () => {
    expect((await search('zzqxv')).top).toBeNull();
  });
});

describe('spelling and match quality', () => {
  it('keys a word by itself and each one-letter deletion', () => {
    expect(deletionKeys('Harbr')).toEqual(['harbr', 'arbr', 'hrbr', 'habr', 'harr', 'harb']);
    expect(deletionKeys('ab')).toEqual([]);
  });

  it('tells words one edit apart', () => {
    for (const [a, b] of [['harbr', 'harbor'], ['vlvet', 'velvet'], ['meridain', 'meridian'], ['kestral', 'kestrel'], ['brightwatter', 'brightwater']]) {
      expect(oneEditApart(a, b), `${a} ${b}`).toBe(true);
    }
    for (const [a, b] of [['harb', 'harbor'], ['kestaal', 'kestrel'], ['abc', 'bca']]) expect(oneEditApart(a, b), `${a} ${b}`).toBe(false);
  });

  it('rates a name from the query itself down to a match through its artists', () => {
    expect(matchQuality(['golden', 'hour'], 'Golden Hour')).toBe(1);
    expect(matchQuality(['golden', 'ho'], 'Golden Hour Tapes')).toBe(0.8);
    expect(matchQuality(['harbor'], 'Velvet Harbor')).toBe(0.7);
    expect(matchQuality(['harb'], 'Velvet Harbor')).toBe(0.6);
    expect(matchQuality(['harbr'], 'Velvet Harbor')).toBe(0.4);
    expect(matchQuality(['harbor'], 'Saltwater Radio')).toBe(0.2);
    expect(matchQuality(['beyonce'], 'Beyoncé')).toBe(1);
  });
});
