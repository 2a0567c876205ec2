import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { albumArtists, albums, artists, channelItems, channels, genres, lyrics, trackArtists, tracks } from '../../db/music-catalog';
import { likes, playlists } from '../../db/music-social';
import { users } from '../../db/users';
import { roles, userRoles } from '../../db/roles';
import { seedDemoCatalog, type DemoSummary } from '../../db/seed/demo/seed-demo-catalog';
import { demoCatalogRows } from '../../db/seed/demo/demo-catalog-rows';
import { demoSocialRows } from '../../db/seed/demo/demo-listeners';
import { demoPlays } from '../../db/seed/demo/demo-plays';
import { demoPlayStatements } from '../../db/seed/demo/demo-play-rollups';
import { verifyPassword } from '../../worker/auth/password';
import { forEachHour } from '../../worker/insights/node-payload';
import { spanFirstHour } from '../../worker/insights/node-store';
import { addDays } from '../../worker/insights/zoned-time';
import { rawAll } from '../../worker/raw-batch';
import { adminHeaders, db, loginAs, request } from './support/http';

/** The fields of a canonical PCM WAV header (db/seed/demo/wav.ts writes one). */
function parseWavHeader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  return {
    riff: ascii(0),
    riffSize: view.getUint32(4, true),
    wave: ascii(8),
    fmt: ascii(12),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    bitsPerSample: view.getUint16(34, true),
    data: ascii(36),
    dataSize: view.getUint32(40, true),
  };
}

let summary: DemoSummary | null;
beforeAll(async () => {
  summary = await seedDemoCatalog(db(), env.MEDIA);
}, 60_000);

describe('seedDemoCatalog', () => {
  it('fills an empty catalog, and changes nothing the second time', async () => {
    expect(summary).toMatchObject({ artists: 12, albums: 14 });
    expect(summary!.tracks).toBeGreaterThanOrEqual(60);
    expect(summary!.audioBytes).toBeLessThan(40_000_000);
    const [{ n }] = await db().select({ n: count() }).from(tracks);
    expect(n).toBe(summary!.tracks);
    expect(await seedDemoCatalog(db(), env.MEDIA)).toBeNull();
    expect((await db().select({ n: count() }).from(tracks))[0].n).toBe(n);
  });

  it('stores a valid WAV for every track, its size and duration matching the row', async () => {
    const rows = await db().select().from(tracks);
    for (const track of rows) {
      expect(track.audio_key).toBe(`tracks/${track.id}.wav`);
      expect(track.audio_mime).toBe('audio/wav');
      const object = await env.MEDIA.get(track.audio_key!, { range: { offset: 0, length: 44 } });
      expect(object, track.audio_key!).not.toBeNull();
      expect(object!.size).toBe(track.audio_size);
      const wav = parseWavHeader(new Uint8Array(await object!.arrayBuffer()));
      expect(wav).toMatchObject({ riff: 'RIFF', wave: 'WAVE', fmt: 'fmt ', data: 'data', format: 1, channels: 1, bitsPerSample: 16 });
      expect(wav.riffSize).toBe(object!.size - 8);
      expect(wav.dataSize).toBe(object!.size - 44);
      expect(wav.byteRate).toBe(wav.sampleRate * 2);
      expect((wav.dataSize / wav.byteRate) * 1000).toBe(track.duration);
      expect(track.duration).toBeGreaterThanOrEqual(20_000);
      expect(track.duration).toBeLessThanOrEqual(40_000);
      expect(track.waveform).toHaveLength(100);
      expect(Math.max(...track.waveform!)).toBe(1);
    }
  });

  it('writes audio that is not silence', async () => {
    const [track] = await db().select().from(tracks).limit(1);
    const bytes = new Uint8Array(await (await env.MEDIA.get(track.audio_key!))!.arrayBuffer());
    const samples = new Int16Array(bytes.buffer.slice(44));
    const loud = samples.filter((s) => Math.abs(s) > 3000).length;
    expect(loud / samples.length).toBeGreaterThan(0.05);
  });

  it('creates the home channel with its nested channels and the genre channel', async () => {
    const [home] = await db().select().from(channels).where(eq(channels.is_home, true));
    expect(home).toMatchObject({ slug: 'discover', content_type: 'channel' });
    const nested = await db().select().from(channelItems).where(eq(channelItems.channel_id, home.id));
    const slugs = await db().select({ id: channels.id, slug: channels.slug, source: channels.source, layout: channels.layout }).from(channels);
    const bySlug = new Map(slugs.map((c) => [c.slug, c]));
    expect(nested.map((i) => slugs.find((c) => c.id === i.item_id)?.slug)).toEqual(
      expect.arrayContaining(['popular-tracks', 'new-releases', 'popular-artists', 'genres', 'editors-picks']),
    );
    expect(bySlug.get('popular-tracks')).toMatchObject({ source: 'popular_tracks', layout: 'table' });
    expect(bySlug.get('genre')).toMatchObject({ source: 'genre_tracks' });
    const picks = await db().select().from(channelItems).where(eq(channelItems.channel_id, bySlug.get('editors-picks')!.id));
    expect(picks.length).toBeGreaterThan(0);
    expect(picks.every((p) => p.item_type === 'album')).toBe(true);
  });

  it('adds synced LRC lyrics within the audio, and plain ones', async () => {
    const rows = await db().select({ text: lyrics.text, synced: lyrics.synced, duration: tracks.duration }).from(lyrics).innerJoin(tracks, eq(tracks.id, lyrics.track_id));
    const synced = rows.filter((r) => r.synced);
    expect(synced.length).toBeGreaterThanOrEqual(2);
    expect(rows.some((r) => !r.synced)).toBe(true);
    for (const { text, duration } of synced) {
      for (const line of text.split('\n')) {
        const match = /^\[(\d{2}):(\d{2})\.(\d{2})\] \S/.exec(line);
        expect(match, line).not.toBeNull();
        const ms = (Number(match![1]) * 60 + Number(match![2])) * 1000 + Number(match![3]) * 10;
        expect(ms).toBeLessThan(duration);
      }
    }
  });

  it('stores SVG covers for albums, artists and genres, served by the worker', async () => {
    const images = [
      ...(await db().select({ image: albums.image }).from(albums)),
      ...(await db().select({ image: artists.image }).from(artists)),
      ...(await db().select({ image: genres.image }).from(genres)),
    ].map((r) => r.image!);
    expect(images.length).toBe(34);
    for (const image of images) {
      expect(image).toMatch(/^\/storage\/images\/(albums|artists|genres)\/\d+\.svg$/);
      const object = await env.MEDIA.head(image.replace('/storage/', ''));
      expect(object?.httpMetadata?.contentType, image).toBe('image/svg+xml');
    }
    const res = await request(images[0]);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('adds demo listeners who can sign in, with likes and a public playlist', async () => {
    const [listener] = await db().select().from(users).where(eq(users.email, 'listener@example.com'));
    expect(await verifyPassword('demo12345', listener.password)).toBe(true);
    expect((await db().select().from(likes).where(eq(likes.user_id, listener.id))).length).toBeGreaterThan(5);
    const [playlist] = await db().select().from(playlists).where(eq(playlists.owner_id, listener.id));
    expect(playlist).toMatchObject({ public: true });
    expect(playlist.tracks_count).toBeGreaterThan(0);
  });

  it('adds an artist account that manages its artist, with the artists role', async () => {
    const [account] = await db().select().from(users).where(eq(users.email, 'artist@example.com'));
    expect(await verifyPassword('demo12345', account.password)).toBe(true);
    const [managed] = await db().select().from(artists).where(eq(artists.owner_id, account.id));
    expect(managed.name).toBe('Velvet Harbor');
    const roleNames = await db()
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.role_id))
      .where(eq(userRoles.user_id, account.id));
    expect(roleNames.map((r) => r.name)).toEqual(['artists']);
  });

  it("gives the artist account its artist's albums and tracks to edit in backstage, and no one else's", async () => {
    const [account] = await db().select().from(users).where(eq(users.email, 'artist@example.com'));
    const [managed] = await db().select().from(artists).where(eq(artists.owner_id, account.id));
    const credited = await db().select({ id: tracks.id, owner_id: tracks.owner_id }).from(tracks).innerJoin(trackArtists, eq(trackArtists.track_id, tracks.id)).where(eq(trackArtists.artist_id, managed.id));
    expect(credited.length).toBeGreaterThan(0);
    expect(credited.every((track) => track.owner_id === account.id)).toBe(true);
    const [album] = await db().select({ id: albums.id, owner_id: albums.owner_id }).from(albums).innerJoin(albumArtists, eq(albumArtists.album_id, albums.id)).where(eq(albumArtists.artist_id, managed.id));
    expect(album.owner_id).toBe(account.id);
    const [other] = await db().select({ id: tracks.id }).from(tracks).where(or(isNull(tracks.owner_id), ne(tracks.owner_id, account.id))).limit(1);

    const { headers } = await loginAs(account.id);
    const get = (path: string) => request(`/api/v1/${path}`, { headers: { Accept: 'application/json', ...headers } });
    expect((await get(`backstage/tracks/${credited[0].id}`)).status).toBe(200);
    expect((await get(`backstage/albums/${album.id}`)).status).toBe(200);
    expect((await get(`backstage/tracks/${other.id}`)).status).toBe(403);
    // The public track page names the owner, which is what shows the Edit link.
    expect((await (await get(`tracks/${credited[0].id}`)).json<any>()).track.owner_id).toBe(account.id);
  });
});

/** Plays per scope ('type:id') summed over the stored nodes of `metric` whose span matches. */
async function nodeSums(spans: 'days' | 'months', metric = 'plays') {
  const rows = await rawAll(db(), sql`SELECT scope_type, scope_id, span, hours FROM analytics_nodes WHERE metric = ${metric} AND length(span) = ${spans === 'days' ? 10 : 7}`);
  const sums = new Map<string, number>();
  for (const row of rows) {
    const scope = `${String(row.scope_type)}:${Number(row.scope_id)}`;
    forEachHour(String(row.hours), spanFirstHour(String(row.span)), (_, n) => sums.set(scope, (sums.get(scope) ?? 0) + n));
  }
  return sums;
}

/** The first UTC day not rolled up, from the state the seed leaves. */
async function firstRawDay(metric = 'plays') {
  const [state] = await rawAll(db(), sql`SELECT rolled_through FROM analytics_rollup_state WHERE metric = ${metric}`);
  return addDays(String(state.rolled_through), 1);
}

const get = async (path: string, headers: Record<string, string>) => {
  const res = await request(`/api/v1/${path}`, { headers: { Accept: 'application/json', ...headers } });
  expect(res.status, path).toBe(200);
  return res.json<any>();
};

describe('the demo adds up', () => {
  it('rolls a year of plays up to exactly the play counts the pages show', async () => {
    const months = await nodeSums('months');
    const rawFrom = await firstRawDay();
    expect(rawFrom).toBe(new Date().toISOString().slice(0, 10));
    const raw = new Map((await rawAll(db(), sql`SELECT track_id, count(*) AS n FROM plays WHERE created_at >= ${rawFrom} GROUP BY track_id`)).map((r) => [`track:${Number(r.track_id)}`, Number(r.n)]));
    const rows = await db().select({ id: tracks.id, plays: tracks.plays }).from(tracks);
    let total = 0;
    for (const track of rows) {
      expect(track.plays, `track ${track.id}`).toBeGreaterThan(0);
      expect((months.get(`track:${track.id}`) ?? 0) + (raw.get(`track:${track.id}`) ?? 0), `track ${track.id}`).toBe(track.plays);
      total += track.plays;
    }
    expect(total).toBe(summary!.plays);
    expect((months.get('all:0') ?? 0) + [...raw.values()].reduce((a, b) => a + b, 0)).toBe(total);
    // An album's and an artist's counters are their tracks' plays, and so are their nodes.
    for (const album of await db().select({ id: albums.id, plays: albums.plays }).from(albums)) {
      const [{ sum }] = await db().select({ sum: sql<number>`coalesce(sum(${tracks.plays}), 0)` }).from(tracks).where(eq(tracks.album_id, album.id));
      expect(album.plays, `album ${album.id}`).toBe(sum);
    }
    for (const artist of await db().select({ id: artists.id, plays: artists.plays }).from(artists)) {
      const [{ sum }] = await db().select({ sum: sql<number>`coalesce(sum(${tracks.plays}), 0)` }).from(tracks).innerJoin(trackArtists, eq(trackArtists.track_id, tracks.id)).where(eq(trackArtists.artist_id, artist.id));
      expect(artist.plays, `artist ${artist.id}`).toBe(sum);
      const rawOfArtist = (await rawAll(db(), sql`SELECT count(*) AS n FROM plays p JOIN track_artists ta ON ta.track_id = p.track_id WHERE ta.artist_id = ${artist.id} AND p.created_at >= ${rawFrom}`))[0];
      expect((months.get(`artist:${artist.id}`) ?? 0) + Number(rawOfArtist.n), `artist ${artist.id}`).toBe(sum);
    }
  });

  it("stores recent days as day nodes that sum to their month, as the cron's rollups would", async () => {
    const yesterday = addDays(new Date().toISOString().slice(0, 10), -1);
    const month = yesterday.slice(0, 7);
    const rows = await rawAll(db(), sql`SELECT scope_type, scope_id, span, hours FROM analytics_nodes WHERE metric = 'plays' AND (span = ${month} OR span LIKE ${`${month}-%`})`);
    const days = new Map<string, number>();
    const months = new Map<string, number>();
    const daysSeen = new Set<string>();
    for (const row of rows) {
      const scope = `${String(row.scope_type)}:${Number(row.scope_id)}`;
      const into = String(row.span).length === 7 ? months : days;
      if (into === days) daysSeen.add(String(row.span));
      forEachHour(String(row.hours), spanFirstHour(String(row.span)), (_, n) => into.set(scope, (into.get(scope) ?? 0) + n));
    }
    expect(daysSeen.size).toBe(Number(yesterday.slice(8, 10)));
    expect(months.size).toBeGreaterThan(50);
    expect(days).toEqual(months);
  });

  it("shows the demo artist a 30-day series with plays most days, not one spike, totalling the artist's plays over the year", async () => {
    const [account] = await db().select().from(users).where(eq(users.email, 'artist@example.com'));
    const [managed] = await db().select().from(artists).where(eq(artists.owner_id, account.id));
    const { headers } = await loginAs(account.id);
    const month = await get(`insights/artist/${managed.id}?range=30d`, headers);
    const values: number[] = month.plays.series.map((point: { value: number }) => point.value);
    expect(values.length).toBeGreaterThanOrEqual(30);
    expect(values.filter((value) => value > 0).length).toBeGreaterThanOrEqual(28);
    expect(Math.max(...values)).toBeLessThan(month.plays.value * 0.2);
    expect(month.plays.previous).toBeGreaterThan(0);
    expect(month.listeners.value).toBeGreaterThan(0);
    expect(month.countries.length).toBeGreaterThan(3);

    const today = new Date().toISOString().slice(0, 10);
    const year = await get(`insights/artist/${managed.id}?range=custom&start=${addDays(today, -400)}&end=${today}&granularity=month`, headers);
    const [{ plays }] = await db().select({ plays: artists.plays }).from(artists).where(eq(artists.id, managed.id));
    expect(year.plays.value).toBe(plays);
  });

  it('counts its audio and covers as storage used, and shows plays and visitors on the dashboard', async () => {
    const admin = await adminHeaders();
    const overview = await get('admin/reports/overview?range=30d', admin);
    const audio = (await db().select({ size: tracks.audio_size }).from(tracks)).reduce((sum, t) => sum + (t.size ?? 0), 0);
    const images = [
      ...(await db().select({ image: albums.image }).from(albums)),
      ...(await db().select({ image: artists.image }).from(artists)),
      ...(await db().select({ image: genres.image }).from(genres)),
    ];
    let covers = 0;
    for (const { image } of images) covers += (await env.MEDIA.head(image!.replace('/storage/', '')))!.size;
    expect(audio).toBe(summary!.audioBytes);
    expect(overview.totals.file_bytes).toBe(audio + covers);
    expect(overview.totals.file_bytes).toBeGreaterThan(30_000_000);
    expect(overview.totals.files).toBe(summary!.tracks + images.length);
    expect(overview.totals.plays).toBe(summary!.plays);
    expect(overview.plays.series.filter((point: { value: number }) => point.value > 0).length).toBeGreaterThanOrEqual(28);
    expect(overview.page_views.series.filter((point: { value: number }) => point.value > 0).length).toBeGreaterThanOrEqual(28);
    const visitors = await get('admin/reports/visitors?range=7d', admin);
    expect(visitors.visitors.value).toBeGreaterThan(0);
    expect(visitors.pages.length).toBeGreaterThan(3);
  });

  it('gives the demo listeners a recent history to come back to, played from albums, playlists and artists', async () => {
    const [listener] = await db().select().from(users).where(eq(users.email, 'listener@example.com'));
    const history = await rawAll(db(), sql`SELECT context_type, created_at FROM plays WHERE user_id = ${listener.id} ORDER BY created_at`);
    expect(history.length).toBeGreaterThan(5);
    expect(new Set(history.map((row) => row.context_type)).size).toBeGreaterThan(1);
    expect(String(history[history.length - 1].created_at) < new Date().toISOString()).toBe(true);
  });

  it('is the same for the same instant, and keeps the seed small', async () => {
    const now = new Date('2026-03-01T10:30:00Z');
    const build = () => {
      const catalog = demoCatalogRows();
      const plays = demoPlays(catalog, demoSocialRows(catalog, [2, 3, 4], 1), [2, 3, 4], now);
      return { plays, statements: demoPlayStatements(catalog, plays, now).map((statement) => JSON.stringify(statement.queryChunks)) };
    };
    const [first, second] = [build(), build()];
    expect(second.plays.raw).toEqual(first.plays.raw);
    expect(second.statements).toEqual(first.statements);
    // Recent days as days, the rest as months: a few thousand nodes, not a year of every scope's days.
    const [{ n }] = await rawAll(db(), sql`SELECT count(*) AS n FROM analytics_nodes`);
    expect(Number(n)).toBeLessThan(10_000);
    expect(first.plays.raw.every((play) => play.created_at < now.toISOString())).toBe(true);
  });
});
