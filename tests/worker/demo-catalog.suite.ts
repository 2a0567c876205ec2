import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNull, ne, or } from 'drizzle-orm';
import { albumArtists, albums, artists, channelItems, channels, genres, lyrics, trackArtists, tracks } from '../../db/music-catalog';
import { likes, playlists } from '../../db/music-social';
import { users } from '../../db/users';
import { roles, userRoles } from '../../db/roles';
import { seedDemoCatalog, type DemoSummary } from '../../db/seed/demo/seed-demo-catalog';
import { verifyPassword } from '../../worker/auth/password';
import { db, loginAs, request } from './support/http';

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
