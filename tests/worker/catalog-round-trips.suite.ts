import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/d1';
import { channelItems, channels } from '../../db/music-catalog';
import { loadArtistPage } from '../../worker/catalog/artist-page';
import { loadAlbumPage } from '../../worker/catalog/album-page';
import { loadTrackPage } from '../../worker/catalog/track-page';
import { loadChannel } from '../../worker/catalog/channel-page';
import { db } from './support/http';
import { createAlbum, createArtist, createGenre, createTrack, tagArtistGenres } from './support/music-fixtures';

/**
 * Drizzle over D1 that counts round trips: each `batch` is one, and so is
 * each statement run on its own. Statements are unwrapped before a batch,
 * which accepts only D1's own.
 */
function countingDb() {
  const counter = { trips: 0 };
  const unwrapped = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, name) {
        if (name === 'bind') return (...values: unknown[]) => wrap(target.bind(...values));
        if (name === 'all' || name === 'raw' || name === 'run' || name === 'first') counter.trips++;
        const value = Reflect.get(target, name);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    unwrapped.set(proxy, statement);
    return proxy;
  };
  const d1 = new Proxy(env.DB, {
    get(target, name) {
      if (name === 'prepare') return (query: string) => wrap(target.prepare(query));
      if (name === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          counter.trips++;
          return target.batch(statements.map((s) => unwrapped.get(s) ?? s));
        };
      }
      const value = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: drizzle(d1), counter };
}

describe('page loaders: D1 round trips', () => {
  it('loads the artist, album and track pages in one round trip each', async () => {
    const genre = await createGenre();
    const artist = await createArtist();
    await tagArtistGenres(artist, [genre]);
    const album = await createAlbum({ artists: [artist] });
    const track = await createTrack({ album, artists: [artist], genres: [genre] });

    type Counted = ReturnType<typeof countingDb>['db'];
    const pages = {
      artist: (counted: Counted) => loadArtistPage(counted, artist.id),
      album: (counted: Counted) => loadAlbumPage(counted, album.id),
      track: (counted: Counted) => loadTrackPage(counted, track.id),
    };
    for (const [page, load] of Object.entries(pages)) {
      const { db: counted, counter } = countingDb();
      await load(counted);
      expect(counter.trips, page).toBe(1);
    }
  });

  it('loads a home of several nested channels in two round trips, a plain channel in two', async () => {
    await db().update(channels).set({ is_home: false });
    const [home, ...nested] = await db()
      .insert(channels)
      .values([
        { slug: 'trip-home', name: 'Home', content_type: 'channel', is_home: true },
        { slug: 'trip-popular', name: 'Popular', content_type: 'track', source: 'popular_tracks' },
        { slug: 'trip-new', name: 'New', content_type: 'album', source: 'new_releases' },
        { slug: 'trip-artists', name: 'Artists', content_type: 'artist', source: 'popular_artists' },
        { slug: 'trip-picks', name: 'Picks', content_type: 'track' },
      ])
      .returning();
    await db().insert(channelItems).values(nested.map((c, position) => ({ channel_id: home.id, item_type: 'channel' as const, item_id: c.id, position })));

    const homeLoad = countingDb();
    const page = await loadChannel(homeLoad.db, { home: true });
    expect(page.items).toHaveLength(4);
    expect(homeLoad.counter.trips).toBe(2);

    const plainLoad = countingDb();
    await loadChannel(plainLoad.db, { slug: 'trip-popular' });
    expect(plainLoad.counter.trips).toBe(2);
  });
});
