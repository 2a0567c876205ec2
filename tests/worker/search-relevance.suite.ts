import { beforeAll, describe, expect, it } from 'vitest';
import { request } from './support/http';
import { searchUrl } from './support/search-fixtures';
import { insertDemoSearchCatalog } from './support/demo-search-catalog';

// Issue 26: search finds what people mean. Queries a listener types over the
// demo catalog (db/seed/demo/), each with the top result a person means by it.
// docs/search.md explains the ranking these hold; every query must keep its
// answer, so a change that makes one worse fails here.

type Expected = [type: 'artist' | 'album' | 'track', name: string];

const RELEVANCE: [query: string, expected: Expected][] = [
  // An artist's name, whole, in part, or any one of its words.
  ['harbor', ['artist', 'Velvet Harbor']],
  ['velvet', ['artist', 'Velvet Harbor']],
  ['velvet harbor', ['artist', 'Velvet Harbor']],
  ['velvet harb', ['artist', 'Velvet Harbor']],
  ['nova', ['artist', 'Nova Lumen']],
  ['lumen', ['artist', 'Nova Lumen']],
  ['castellano', ['artist', 'Mira Castellano']],
  ['lantern static', ['artist', 'The Lantern Static']],
  ['kofi', ['artist', 'Kofi Brightwater']],
  ['brightwater', ['artist', 'Kofi Brightwater']],
  ['sable ash', ['artist', 'Sable & Ash']],
  ['quiet meridian', ['artist', 'Quiet Meridian']],
  ['juniper', ['artist', 'Juniper Vale']],
  ['ozone parade', ['artist', 'Ozone Parade']],
  ['ellis mourne', ['artist', 'Ellis Mourne Trio']],
  ['copper tides', ['artist', 'Copper Tides']],
  ['lumi', ['artist', 'Lumi Saar']],
  // One letter wrong, missing, extra or swapped.
  ['velvet harbr', ['artist', 'Velvet Harbor']],
  ['vlvet harbor', ['artist', 'Velvet Harbor']],
  ['mira castelano', ['artist', 'Mira Castellano']],
  ['kofi brightwatter', ['artist', 'Kofi Brightwater']],
  ['lumi sar', ['artist', 'Lumi Saar']],
  ['quiet meridain', ['artist', 'Quiet Meridian']],
  ['tidewatr lights', ['album', 'Tidewater Lights']],
  // An album's name; an album beats its own title track.
  ['tidewater', ['album', 'Tidewater Lights']],
  ['afterglow circuit', ['album', 'Afterglow Circuit']],
  ['letters from the valley', ['album', 'Letters from the Valley']],
  ['voltage hymns', ['album', 'Voltage Hymns']],
  ['golden hour tapes', ['album', 'Golden Hour Tapes']],
  ['midnight velvet', ['album', 'Midnight Velvet']],
  ['fields of static', ['album', 'Fields of Static']],
  ['rust rivers', ['album', 'Rust & Rivers']],
  ['polar pop', ['album', 'Polar Pop']],
  ['drift', ['album', 'Drift Collective']],
  // A song's title, whole or as it starts; an exact title beats an album that only starts with it.
  ['golden hour', ['track', 'Golden Hour']],
  ['harbor lights', ['track', 'Harbor Lights']],
  ['saltwater', ['track', 'Saltwater Radio']],
  ['undertow', ['track', 'Undertow']],
  ['corner store philosophy', ['track', 'Corner Store Philosophy']],
  ['ghost in the amp', ['track', 'Ghost in the Amplifier']],
  ['ice cream satellite', ['track', 'Ice Cream Satellite']],
  ['snowfall', ['track', 'Snowfall on Glass']],
  ['waltz', ['track', 'Waltz for Evelyn']],
  ['lighthouse keeper', ['track', 'Lighthouse Keeper']],
  // Words from a name and its artist's together.
  ['castellano valley', ['album', 'Letters from the Valley']],
];

async function top(query: string): Promise<Expected | null> {
  const res = await request(searchUrl(query));
  expect(res.status, query).toBe(200);
  const { top } = await res.json<{ top: { model_type: Expected[0]; name: string } | null }>();
  return top && [top.model_type, top.name];
}

describe('search relevance over the demo catalog', () => {
  beforeAll(insertDemoSearchCatalog);

  it(`puts what each of ${RELEVANCE.length} queries means first`, async () => {
    expect(RELEVANCE.length).toBeGreaterThanOrEqual(30);
    const misses: string[] = [];
    for (const [query, expected] of RELEVANCE) {
      const got = await top(query);
      if (got?.[0] !== expected[0] || got[1] !== expected[1]) misses.push(`"${query}": expected ${expected.join(' ')}, got ${got?.join(' ') ?? 'nothing'}`);
    }
    // The score: every query right. A miss names the query and what came first instead.
    expect(misses).toEqual([]);
  });

  it("lists an artist's songs for the artist's name, and the songs it names first", async () => {
    const res = await request(searchUrl('harbor'));
    const { tracks } = await res.json<{ tracks: { name: string; artists: { name: string }[] }[] }>();
    expect(tracks[0].name).toBe('Harbor Lights');
    expect(tracks.length).toBeGreaterThanOrEqual(7);
    expect(tracks.every((track) => track.artists.some((artist) => artist.name === 'Velvet Harbor'))).toBe(true);
  });
});
